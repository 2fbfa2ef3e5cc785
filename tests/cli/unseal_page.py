#!/usr/bin/env python3
"""Prints the data block of a playable page (`render --format html`, `daily --html`) as compact
JSON, as the page's own script unseals it (page/page.cpp seals it against a glance in view-source:
base64 of the JSON's bytes XORed with "dailygrid"). CLI cases grep it.

usage: unseal_page.py [PAGE.html]   (stdin without an argument)
"""
import base64
import json
import re
import sys

html = open(sys.argv[1], encoding="utf-8").read() if len(sys.argv) > 1 else sys.stdin.read()
m = re.search(r'<script type="application/json" id="dg-data">(.*?)</script>', html, re.S)
if not m:
    sys.exit("unseal_page.py: no data block in the page")
raw = base64.b64decode(m.group(1).strip())
key = b"dailygrid"
data = bytes(b ^ key[i % len(key)] for i, b in enumerate(raw))
print(json.dumps(json.loads(data.decode("utf-8")), ensure_ascii=False, separators=(",", ":")))

// site_nav.js (in days.js after window.dgSiteDays): a day page's "previous" and "next" links, set
// from the site's days as they are now. A day page is never written again once it is on the site,
// so the links it was written with would miss the days added after it (or before it) later.
(function dayLinks() {
  const days = window.dgSiteDays || [];
  const here = (location.pathname.match(/(\d{4}-\d{2}-\d{2})\.html$/) || [])[1];
  const nav = document.querySelector(".site-nav");
  const k = days.indexOf(here);
  if (!nav || k < 0) return;
  const put = (rel, date, text) => {
    let a = nav.querySelector(`a[rel="${rel}"]`);
    if (!date) { if (a) a.remove(); return; }
    if (!a) {
      a = document.createElement("a");
      a.rel = rel;
      if (rel === "prev") nav.insertBefore(a, nav.querySelector('a[rel="next"]'));
      else nav.appendChild(a);
    }
    a.href = `${date}.html`;
    a.textContent = text;
  };
  put("prev", days[k - 1], `\u2039 ${days[k - 1]}`);
  put("next", days[k + 1], `${days[k + 1]} \u203a`);
})();

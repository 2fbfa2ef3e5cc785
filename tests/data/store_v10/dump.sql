PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE puzzles (
  id                INTEGER PRIMARY KEY,
  game              TEXT NOT NULL,
  rows              INTEGER NOT NULL,
  cols              INTEGER NOT NULL,
  puzzle            TEXT NOT NULL,            -- interchange JSON, givens only
  solution          TEXT NOT NULL,            -- interchange "solution" JSON
  canonical_key     TEXT NOT NULL UNIQUE,     -- same board under symmetry -> same key
  generator         TEXT,                     -- NULL for imported puzzles
  generator_version TEXT,
  params            TEXT,                     -- generator parameters as JSON
  seed              INTEGER,                  -- the item seed the generator used
  source            TEXT NOT NULL,            -- 'generated' or the imported file's name
  external_id       TEXT,                     -- the id the puzzle had in its source file
  run_id            INTEGER REFERENCES runs(id),
  created           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
, variant TEXT);
INSERT INTO puzzles VALUES(1,'queens',8,8,'{"game":"queens","regions":[[1,1,1,1,3,0,0,0],[1,1,1,1,3,0,0,0],[1,1,3,3,3,3,2,5],[3,1,3,3,3,5,5,5],[3,3,3,3,4,5,5,5],[6,3,6,5,5,5,5,5],[6,6,6,6,6,6,5,5],[7,6,6,6,6,6,5,5]],"size":8}','[5,1,6,2,4,7,3,0]','queens:8:aaaaaabbaaaaacbbddaaaebbddafeeeeddaeeeggdddeeeggddeegggghddeeggg','queens','3','{"attempts":2000,"size":8,"tier":"any"}',7191089600892374487,'generated','queens-8x8-63cbe1e459320dd7',1,'2026-12-03T05:48:37Z','linkedin');
INSERT INTO puzzles VALUES(2,'queens',8,8,'{"game":"queens","regions":[[3,3,3,3,0,0,0,4],[3,1,3,0,0,0,4,4],[1,1,3,3,2,4,4,4],[6,6,3,3,5,5,4,4],[6,6,3,5,5,5,5,4],[6,6,5,5,5,5,5,4],[6,6,6,6,5,5,5,7],[6,6,6,6,5,5,7,7]],"size":8}','[5,1,4,2,7,3,0,6]','queens:8:aaaaaabbcaaadddbccadddddccedddddfcffddggfffffdggfhhgggggffhggggg','queens','3','{"attempts":2000,"size":8,"tier":"any"}',309689372594955804,'generated','queens-8x8-044c3cd7f43c661c',1,'2026-12-03T05:48:37Z','linkedin');
INSERT INTO puzzles VALUES(3,'queens',8,8,'{"game":"queens","regions":[[0,0,0,0,0,0,0,0],[0,1,1,0,0,0,0,0],[1,1,6,2,0,0,0,0],[3,3,6,5,5,5,4,4],[6,3,6,6,6,5,4,4],[6,6,6,6,6,5,7,7],[6,6,6,6,7,7,7,7],[6,6,6,6,6,7,7,7]],"size":8}','[4,1,3,0,7,5,2,6]','queens:8:aaaaaaaaaaaaabbaaaaacdbbeefffdggeefdddgdhhfdddddhhhhddddhhhddddd','queens','3','{"attempts":2000,"size":8,"tier":"any"}',-1830642326893942270,'generated','queens-8x8-e6984080bab12a02',1,'2026-12-03T05:48:37Z','linkedin');
INSERT INTO puzzles VALUES(4,'queens',8,8,'{"game":"queens","regions":[[3,3,3,2,0,0,0,4],[3,3,2,2,0,0,1,4],[3,3,2,2,0,4,4,4],[3,3,3,3,3,7,4,4],[6,5,5,5,5,7,7,4],[6,6,6,5,7,7,7,7],[6,6,7,7,7,7,7,7],[6,7,7,7,7,7,7,7]],"size":8}','[4,6,2,0,7,3,1,5]','queens:8:aaaaaaabaaaaaabbaaaacbbbdaaccccbddaeeeeedddfggeedhffggeedfffgeee','queens','3','{"attempts":2000,"size":8,"tier":"any"}',-7693578145408079413,'generated','queens-8x8-953aeb70673e29cb',1,'2026-12-03T05:48:37Z','linkedin');
INSERT INTO puzzles VALUES(5,'queens',8,8,'{"game":"queens","regions":[[3,0,1,1,2,2,2,2],[3,1,1,1,1,1,2,2],[3,3,3,3,1,1,2,5],[3,3,7,7,7,2,2,5],[3,3,7,7,7,4,4,5],[7,7,7,7,5,5,5,5],[7,7,6,6,6,6,5,6],[7,7,7,7,6,6,6,6]],"size":8}','[1,3,6,0,5,7,4,2]','queens:8:aaaaabbbcdaaabbbddabbbebddabbbebfddbbgeefddfhgeeffffhggeffggggee','queens','3','{"attempts":2000,"size":8,"tier":"any"}',8346079845500723674,'generated','queens-8x8-73d33b666a1e21da',1,'2026-12-03T05:48:37Z','linkedin');
INSERT INTO puzzles VALUES(6,'queens',8,8,'{"game":"queens","regions":[[0,0,0,0,0,0,0,0],[0,0,4,1,0,0,0,0],[0,4,4,3,3,0,0,2],[4,4,3,3,3,2,2,2],[4,4,4,3,2,2,2,2],[4,4,6,3,5,7,7,7],[6,6,6,3,5,7,7,7],[6,3,3,3,3,3,7,7]],"size":8}','[5,3,7,2,0,4,1,6]','queens:8:aaaaaaaaaaaabcaadaaeeccadddeeeccddddecccfffgehccfffgehhhffeeeeeh','queens','3','{"attempts":2000,"size":8,"tier":"any"}',4601199455465548305,'generated','queens-8x8-3fdabe86cbbeaa11',1,'2026-12-03T05:48:37Z','linkedin');
INSERT INTO puzzles VALUES(7,'queens',8,8,'{"game":"queens","regions":[[2,0,0,0,0,0,0,0],[2,0,0,0,0,0,1,1],[2,2,0,0,0,0,3,1],[2,2,0,0,0,0,3,1],[2,4,4,4,0,5,5,1],[2,4,4,5,5,5,5,1],[6,4,5,5,5,5,7,7],[6,6,5,5,5,7,7,7]],"size":8}','[3,7,1,6,2,4,0,5]','queens:8:aaaaaaabccaaaaabcdaaaabbcdaaaabbceeafffbceeeeffbggeeeefhgggeeehh','queens','3','{"attempts":2000,"size":8,"tier":"any"}',8632209307422871798,'generated','queens-8x8-77cbc4a133c2d0f6',1,'2026-12-03T05:48:37Z','linkedin');
INSERT INTO puzzles VALUES(8,'queens',8,8,'{"game":"queens","regions":[[1,1,2,2,2,2,2,0],[4,1,2,2,2,2,3,3],[4,4,4,2,2,2,3,3],[4,4,4,2,5,2,3,3],[4,4,4,5,5,2,2,3],[4,4,5,5,5,5,5,5],[5,4,5,5,6,6,6,6],[5,5,5,7,6,6,6,6]],"size":8}','[7,1,4,6,0,2,5,3]','queens:8:aaaabcccaaaaccdcccccccddeffccdddeefcfdddeefffdddeeffffgdhfffffgg','queens','3','{"attempts":2000,"size":8,"tier":"any"}',6051947643683389182,'generated','queens-8x8-53fcd6513d02befe',1,'2026-12-03T05:48:37Z','linkedin');
INSERT INTO puzzles VALUES(9,'queens',8,8,'{"game":"queens","regions":[[0,1,1,1,1,1,1,1],[5,5,1,1,4,4,1,1],[5,2,2,1,1,4,1,1],[5,2,2,4,4,4,1,3],[5,5,4,4,4,7,7,7],[5,5,6,6,4,7,7,7],[5,6,6,6,7,7,7,7],[6,6,6,7,7,7,7,7]],"size":8}','[0,6,2,7,4,1,3,5]','queens:8:aaaaaaabaaccaaddaacaaeedfaccceedgggcccddgggchhddgggghhhdggggghhh','queens','3','{"attempts":2000,"size":8,"tier":"any"}',2476628477891077985,'generated','queens-8x8-225ec07a99506761',1,'2026-12-03T05:48:37Z','linkedin');
INSERT INTO puzzles VALUES(10,'queens',8,8,'{"game":"queens","regions":[[2,2,2,0,0,1,1,1],[2,2,2,2,2,1,1,1],[2,2,2,2,2,2,2,1],[3,3,2,2,2,1,1,1],[3,3,6,6,4,1,1,1],[3,3,3,6,6,6,1,5],[7,3,7,6,6,6,6,6],[7,7,7,7,6,6,6,6]],"size":8}','[3,6,2,0,4,7,5,1]','queens:8:aaaaabccaadaaaccaadaacccedddfcccedddcccgddddchggdddhhhhgdddhhhgg','queens','3','{"attempts":2000,"size":8,"tier":"any"}',7621113624420504425,'generated','queens-8x8-69c3a27688795369',1,'2026-12-03T05:48:37Z','linkedin');
INSERT INTO puzzles VALUES(11,'queens',8,8,'{"game":"queens","regions":[[2,2,2,2,2,3,0,0],[1,1,2,2,2,3,3,3],[2,2,2,2,2,2,3,3],[2,2,2,4,4,4,3,3],[5,5,2,4,4,4,4,4],[5,5,5,6,4,4,6,6],[5,5,5,6,6,4,6,6],[7,5,5,6,6,6,6,6]],"size":8}','[6,1,3,7,5,2,4,0]','queens:8:aaaaabbcaadaabbbaaddabbbdddddebbffdddeeeffeeeeeefffeeegghhfeeeee','queens','3','{"attempts":2000,"size":8,"tier":"any"}',1910343844960271083,'generated','queens-8x8-1a82e79b05b5faeb',1,'2026-12-03T05:48:37Z','linkedin');
INSERT INTO puzzles VALUES(12,'queens',8,8,'{"game":"queens","regions":[[2,0,1,1,1,1,1,1],[2,1,1,1,3,1,3,3],[2,2,2,2,3,3,3,3],[2,2,2,2,2,3,3,3],[2,2,2,5,4,3,3,3],[2,5,5,5,4,4,4,6],[2,5,5,5,4,4,4,6],[5,5,5,7,7,6,6,6]],"size":8}','[1,5,0,6,4,2,7,3]','queens:8:aaaaaaabcdaaabbbddaaabbbddaabbbedffagggeddfffgghdffffgghdffffhhh','queens','3','{"attempts":2000,"size":8,"tier":"any"}',-740192640177446100,'generated','queens-8x8-f5ba4eb728dd632c',1,'2026-12-03T05:48:37Z','linkedin');
INSERT INTO puzzles VALUES(13,'tango',6,6,'{"cells":[".1.1..","......","...0..","......","......","....0."],"equal":[[[0,0],[1,0]],[[0,2],[1,2]],[[1,0],[1,1]],[[2,0],[3,0]]],"game":"tango","opposite":[[[2,2],[3,2]]],"size":6}','["110100","110010","001011","010101","101010","001101"]','tango:6:...........0.........1.01...........|2-3,4-5,4-10,16-17,|14-15,','tango','1','{"givens":"","minimal":false,"signs":"","size":6,"tier":"any","unique_lines":false}',7191089600892374487,'generated','tango-6x6-63cbe1e459320dd7',2,'2026-12-03T05:48:38Z','plain');
INSERT INTO puzzles VALUES(14,'tango',6,6,'{"cells":[".1....",".....0",".0....","....0.","......","......"],"equal":[[[3,2],[3,3]]],"game":"tango","opposite":[[[0,0],[1,0]],[[0,5],[1,5]],[[1,4],[2,4]],[[2,2],[3,2]]],"size":6}','["011001","110010","100101","001101","011010","100110"]','tango:6:................0..0.........0.1....|14-15,|14-20,22-28,24-30,29-35,','tango','1','{"givens":"","minimal":false,"signs":"","size":6,"tier":"any","unique_lines":false}',309689372594955804,'generated','tango-6x6-044c3cd7f43c661c',2,'2026-12-03T05:48:38Z','plain');
INSERT INTO puzzles VALUES(15,'tango',6,6,'{"cells":[".0....","....1.","......",".....1",".1..1.","......"],"equal":[[[0,4],[0,5]],[[3,4],[3,5]]],"game":"tango","opposite":[[[2,0],[2,1]],[[2,5],[3,5]],[[3,0],[4,0]],[[3,2],[4,2]]],"size":6}','["101100","010011","101100","001011","110010","010101"]','tango:6:.......0...1.............0..0...0...|26-32,29-35,|1-2,3-9,13-14,32-33,','tango','1','{"givens":"","minimal":false,"signs":"","size":6,"tier":"any","unique_lines":false}',-1830642326893942270,'generated','tango-6x6-e6984080bab12a02',2,'2026-12-03T05:48:38Z','plain');
INSERT INTO puzzles VALUES(16,'tango',6,6,'{"cells":[".....1","...1..","......","......","1.....","......"],"equal":[[[0,0],[1,0]],[[2,4],[3,4]],[[5,2],[5,3]]],"game":"tango","opposite":[[[0,2],[1,2]],[[0,4],[1,4]],[[1,0],[1,1]],[[1,3],[1,4]],[[3,1],[4,1]]],"size":6}','["001011","010101","110010","001011","110100","101100"]','tango:6:...........0..............0...0.....|2-3,13-19,29-35,|10-16,25-26,25-31,27-33,28-29,','tango','1','{"givens":"","minimal":false,"signs":"","size":6,"tier":"any","unique_lines":false}',-7693578145408079413,'generated','tango-6x6-953aeb70673e29cb',2,'2026-12-03T05:48:38Z','plain');
INSERT INTO puzzles VALUES(17,'tango',6,6,'{"cells":["..0...","......","......","......","...0..","0....0"],"equal":[[[1,1],[1,2]],[[2,0],[2,1]],[[4,5],[5,5]]],"game":"tango","opposite":[[[4,0],[4,1]]],"size":6}','["100101","011001","110010","001101","101010","010110"]','tango:6:.....0..........0.0................0|4-5,19-25,26-32,|28-34,','tango','1','{"givens":"","minimal":false,"signs":"","size":6,"tier":"any","unique_lines":false}',8346079845500723674,'generated','tango-6x6-73d33b666a1e21da',2,'2026-12-03T05:48:38Z','plain');
INSERT INTO puzzles VALUES(18,'tango',6,6,'{"cells":[".....0","0.....","..0.1.","......","..0...","......"],"equal":[[[0,1],[0,2]]],"game":"tango","opposite":[[[1,2],[1,3]],[[1,3],[1,4]],[[3,1],[3,2]],[[3,5],[4,5]],[[4,4],[5,4]]],"size":6}','["011010","010101","100110","101001","010110","101001"]','tango:6:.........0.........1.0.......00.....|33-34,|1-7,6-12,15-16,25-26,26-27,','tango','1','{"givens":"","minimal":false,"signs":"","size":6,"tier":"any","unique_lines":false}',4601199455465548305,'generated','tango-6x6-3fdabe86cbbeaa11',2,'2026-12-03T05:48:38Z','plain');
INSERT INTO puzzles VALUES(19,'zip',5,5,'{"cols":5,"game":"zip","rows":5,"walls":[],"waypoints":[[4,4],[0,1],[4,2],[3,0],[3,2],[3,1]]}','[[4,4],[3,4],[2,4],[1,4],[0,4],[0,3],[0,2],[0,1],[0,0],[1,0],[1,1],[1,2],[1,3],[2,3],[3,3],[4,3],[4,2],[4,1],[4,0],[3,0],[2,0],[2,1],[2,2],[3,2],[3,1]]','zip:5x5|0,19,10,21,11,16,|','zip','2','{"attempts":3000,"cols":5,"numbers":"2..20","rows":5,"tier":"any","walls":"0..0"}',7191089600892374487,'generated','zip-5x5-63cbe1e459320dd7',3,'2026-12-03T05:48:40Z','plain');
INSERT INTO puzzles VALUES(20,'zip',5,5,'{"cols":5,"game":"zip","rows":5,"walls":[],"waypoints":[[1,3],[1,0],[2,1],[2,0],[2,4],[4,0]]}','[[1,3],[1,4],[0,4],[0,3],[0,2],[0,1],[0,0],[1,0],[1,1],[1,2],[2,2],[2,1],[2,0],[3,0],[3,1],[3,2],[3,3],[2,3],[2,4],[3,4],[4,4],[4,3],[4,2],[4,1],[4,0]]','zip:5x5|0,14,10,11,15,18,|','zip','2','{"attempts":3000,"cols":5,"numbers":"2..20","rows":5,"tier":"any","walls":"0..0"}',309689372594955804,'generated','zip-5x5-044c3cd7f43c661c',3,'2026-12-03T05:48:40Z','plain');
INSERT INTO puzzles VALUES(21,'zip',5,5,'{"cols":5,"game":"zip","rows":5,"walls":[],"waypoints":[[4,0],[3,2],[1,1],[0,1],[1,3],[1,2],[3,3]]}','[[4,0],[4,1],[4,2],[3,2],[3,1],[3,0],[2,0],[2,1],[1,1],[1,0],[0,0],[0,1],[0,2],[0,3],[0,4],[1,4],[1,3],[1,2],[2,2],[2,3],[2,4],[3,4],[4,4],[4,3],[3,3]]','zip:5x5|0,11,8,9,18,13,16,|','zip','2','{"attempts":3000,"cols":5,"numbers":"2..20","rows":5,"tier":"any","walls":"0..0"}',-1830642326893942270,'generated','zip-5x5-e6984080bab12a02',3,'2026-12-03T05:48:40Z','plain');
INSERT INTO puzzles VALUES(22,'zip',5,5,'{"cols":5,"game":"zip","rows":5,"walls":[],"waypoints":[[1,3],[4,1],[2,1],[1,2],[3,3],[3,1]]}','[[1,3],[0,3],[0,4],[1,4],[2,4],[3,4],[4,4],[4,3],[4,2],[4,1],[4,0],[3,0],[2,0],[2,1],[1,1],[1,0],[0,0],[0,1],[0,2],[1,2],[2,2],[2,3],[3,3],[3,2],[3,1]]','zip:5x5|16,18,7,11,21,8,|','zip','2','{"attempts":3000,"cols":5,"numbers":"2..20","rows":5,"tier":"any","walls":"0..0"}',-7693578145408079413,'generated','zip-5x5-953aeb70673e29cb',3,'2026-12-03T05:48:40Z','plain');
INSERT INTO puzzles VALUES(23,'tango',6,6,'{"cells":[".....1","..1...","......","..0...","....1.","..1..."],"equal":[[[2,1],[2,2]],[[2,3],[2,4]],[[3,4],[3,5]],[[4,4],[5,4]]],"game":"tango","opposite":[[[0,1],[0,2]],[[1,2],[2,2]]],"size":6}','["010101","011001","100110","110100","001011","101010"]','tango:6:.............0.1.0..........0.0.....|8-14,20-26,27-33,28-29,|6-12,13-14,','tango','1','{"difficulty":"8.75..9.0949","size":6,"tier":"basic"}',-6140549054092175793,'generated','tango-6x6-aac8632b58f9964f',4,'2026-12-03T05:48:40Z','plain');
INSERT INTO puzzles VALUES(24,'tango',6,6,'{"cells":["......",".0....","......",".1..0.","......","..0..."],"equal":[[[1,1],[1,2]],[[3,0],[3,1]],[[3,4],[4,4]]],"game":"tango","opposite":[[[1,4],[2,4]],[[2,1],[2,2]],[[5,0],[5,1]],[[5,3],[5,4]]],"size":6}','["011010","100101","001011","110100","101100","010011"]','tango:6:..........0........0..1..........0..|9-10,19-25,22-23,|7-13,15-16,31-32,34-35,','tango','1','{"difficulty":"8.75..9.0949","size":6,"tier":"basic"}',-9190602432119947165,'generated','tango-6x6-80746bc829a64063',4,'2026-12-03T05:48:40Z','plain');
INSERT INTO puzzles VALUES(25,'tango',6,6,'{"cells":["..11..","....0.",".0....","......",".0....","1....."],"equal":[[[2,2],[3,2]],[[4,3],[4,4]]],"game":"tango","opposite":[[[1,3],[1,4]],[[2,4],[2,5]]],"size":6}','["001101","010101","101010","011001","100110","110010"]','tango:6:..........0......1.....1.0.0..1.....|7-13,20-21,|3-9,10-16,','tango','1','{"difficulty":"8.75..9.0949","size":6,"tier":"basic"}',6371738802083535186,'generated','tango-6x6-586cf6ae7bc31952',4,'2026-12-03T05:48:40Z','plain');
INSERT INTO puzzles VALUES(26,'tango',6,6,'{"cells":["......","......","..11..",".....0","......","..0..0"],"equal":[[[1,0],[1,1]],[[3,2],[3,3]],[[4,4],[5,4]],[[5,1],[5,2]]],"game":"tango","opposite":[],"size":6}','["011001","110010","001101","101100","010011","100110"]','tango:6:..............0..1..0............1.1|1-7,11-17,15-21,28-29,|','tango','1','{"difficulty":"8.75..9.0949","size":6,"tier":"basic"}',2595951539057254889,'generated','tango-6x6-2406ac2bbba2e1e9',4,'2026-12-03T05:48:40Z','plain');
INSERT INTO puzzles VALUES(27,'tango',6,6,'{"cells":["......","....11","......","..1...","..0...","......"],"equal":[[[1,5],[2,5]],[[2,0],[3,0]],[[3,4],[3,5]]],"game":"tango","opposite":[[[1,3],[2,3]],[[4,4],[5,4]]],"size":6}','["011010","010011","100101","101100","010011","101100"]','tango:6:...............01........0.....0....|2-3,27-33,31-32,|19-20,28-29,','tango','1','{"difficulty":"9.095..9.35","size":6,"tier":"basic"}',146819325336070554,'generated','tango-6x6-02099b6604d1a99a',4,'2026-12-03T05:48:40Z','plain');
INSERT INTO puzzles VALUES(28,'tango',6,6,'{"cells":["..0.0.","0.....","......","..0...","....0.","......"],"equal":[[[0,1],[0,2]]],"game":"tango","opposite":[[[0,5],[1,5]],[[1,3],[1,4]],[[2,2],[2,3]],[[2,2],[3,2]],[[2,3],[2,4]],[[3,2],[4,2]],[[3,5],[4,5]],[[4,1],[4,2]],[[4,2],[4,3]]],"size":6}','["100101","011010","001011","110100","101001","010110"]','tango:6:..........0...0.........0.......0.0.|31-32,|7-8,8-9,8-14,11-17,14-20,20-21,21-22,27-28,29-35,','tango','1','{"difficulty":"9.095..9.35","size":6,"tier":"basic"}',-155536305730472278,'generated','tango-6x6-fdd76c8dd34236aa',4,'2026-12-03T05:48:40Z','plain');
INSERT INTO puzzles VALUES(29,'tango',6,6,'{"cells":["0.....","....1.","......","......","......","..1..1"],"equal":[[[1,3],[1,4]],[[2,3],[2,4]],[[4,5],[5,5]]],"game":"tango","opposite":[[[0,3],[1,3]],[[1,1],[2,1]],[[2,1],[3,1]],[[3,1],[3,2]]],"size":6}','["011010","010110","101001","010110","100101","101001"]','tango:6:.....0......1...............1.1.....|21-27,22-28,30-31,|8-9,8-14,9-10,22-23,','tango','1','{"difficulty":"9.095..9.35","size":6,"tier":"basic"}',-1614529528640305239,'generated','tango-6x6-e99809f2a60407a9',4,'2026-12-03T05:48:40Z','plain');
INSERT INTO puzzles VALUES(30,'tango',6,6,'{"cells":["......","......","...1..","0....0","......",".1..0."],"equal":[[[1,3],[2,3]],[[4,3],[4,4]]],"game":"tango","opposite":[[[0,5],[1,5]],[[2,0],[3,0]],[[2,3],[2,4]],[[4,1],[4,2]]],"size":6}','["001011","010110","100101","011010","101001","110100"]','tango:6:...............0..1....1.......0..1.|9-15,27-28,|5-11,12-18,15-16,25-26,','tango','1','{"difficulty":"9.095..9.35","size":6,"tier":"basic"}',-3574181341305748135,'generated','tango-6x6-ce65f501c4a44559',4,'2026-12-03T05:48:40Z','plain');
INSERT INTO puzzles VALUES(31,'queens',9,9,'{"game":"queens","regions":[[0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,3,1],[0,0,2,4,0,0,0,3,3],[2,0,2,4,3,3,0,3,3],[2,2,2,4,4,3,3,3,3],[2,5,5,5,4,4,4,6,6],[2,2,2,5,4,4,6,6,6],[2,2,7,7,4,4,6,6,6],[8,7,7,7,7,4,4,6,6]],"size":9}','[5,8,2,7,4,1,6,3,0]','queens:9:aaaaaaaaaaaaaaaabcaadeaaabbdadebbabbdddeebbbbdfffeeeggdddfeegggddhheegggihhhheegg','queens','3','{"difficulty":"9.7..9.9","size":9,"tier":"shapes"}',4970088956227965654,'generated','queens-9x9-44f94d92b20f52d6',4,'2026-12-03T05:48:40Z','linkedin');
INSERT INTO puzzles VALUES(32,'queens',9,9,'{"game":"queens","regions":[[2,2,1,1,1,1,1,1,0],[2,2,1,1,1,1,1,1,4],[2,2,1,1,1,1,1,4,4],[2,2,2,3,3,1,4,4,4],[5,2,2,2,2,4,4,4,4],[5,5,5,5,2,5,4,4,4],[6,6,5,5,5,5,4,7,7],[5,5,5,5,5,5,5,7,7],[5,5,5,8,5,5,5,5,7]],"size":9}','[8,5,1,4,6,2,0,7,3]','queens:9:aaaabbcbbaaaaabcbbdddaabbbbdddeabbbfdddeaabbbddddgbbbbdddggggbbddgggghhbiggggghhh','queens','3','{"difficulty":"9.7..9.9","size":9,"tier":"shapes"}',-995304777618557349,'generated','queens-9x9-f22ff793fecbf65b',4,'2026-12-03T05:48:40Z','linkedin');
INSERT INTO puzzles VALUES(33,'queens',9,9,'{"game":"queens","regions":[[1,1,0,0,0,2,2,2,2],[4,1,4,3,3,3,2,2,2],[4,4,4,3,3,3,3,2,3],[4,4,3,3,3,3,3,3,3],[4,4,4,3,6,3,5,5,3],[4,4,4,4,6,6,5,5,5],[4,7,8,4,6,6,6,6,5],[7,7,8,8,6,6,6,6,5],[8,8,8,8,6,6,6,6,6]],"size":9}','[4,1,7,5,2,8,6,0,3]','queens:9:aaaaabbbbcaaaabbddcaaaaebdecccaaeeeefccfafeeefffffffeefgffffeeegggfffeheggggiiihh','queens','3','{"difficulty":"9.7..9.9","size":9,"tier":"shapes"}',8828745649792566406,'generated','queens-9x9-7a8601644c294486',4,'2026-12-03T05:48:40Z','linkedin');
INSERT INTO puzzles VALUES(34,'queens',9,9,'{"game":"queens","regions":[[2,0,1,1,1,1,1,1,1],[2,2,2,2,2,1,1,1,5],[2,2,3,2,1,1,1,5,5],[3,3,3,2,1,5,5,5,5],[3,3,3,6,4,4,5,5,5],[3,3,3,6,4,4,4,5,5],[3,3,3,6,6,6,6,5,5],[3,3,6,6,6,6,8,8,7],[3,3,3,3,6,6,8,8,8]],"size":9}','[1,5,0,2,4,7,3,8,6]','queens:9:aaaaaaabcdaaacccccddaaaceccddddaceeedddffgeeeddfffgeeeddggggeeehiiggggeeiiiggeeee','queens','3','{"difficulty":"9.7..9.9","size":9,"tier":"shapes"}',9095743209386797761,'generated','queens-9x9-7e3a9241f3abeac1',4,'2026-12-03T05:48:40Z','linkedin');
INSERT INTO puzzles VALUES(35,'tango',6,6,'{"cells":[".1..1.","....10","01....","..0...","10..0.","...1.."],"equal":[[[2,3],[3,3]]],"game":"tango","opposite":[[[0,3],[1,3]],[[4,2],[4,3]]],"size":6}','["011010","100110","011001","110010","100101","001101"]','tango:6:....0..0..111.......0....0.1.1.1.0..|14-15,|13-19,16-17,','tango','1','{"difficulty":"11.3..11.8","givens":"11..14","size":6,"tier":"signs"}',-403033976036677830,'generated','tango-6x6-fa6822bbf1eba73a',4,'2026-12-03T05:48:40Z','plain');
INSERT INTO puzzles VALUES(36,'tango',6,6,'{"cells":["1..00.","....1.","......","..1..1","..0..0",".101.."],"equal":[[[2,0],[2,1]]],"game":"tango","opposite":[[[2,1],[3,1]],[[3,4],[4,4]],[[4,1],[4,2]],[[4,4],[5,4]]],"size":6}','["101001","001011","110100","001011","110100","010110"]','tango:6:.....00.....110...0....1....01.10...|3-9,|7-13,8-9,24-25,25-26,','tango','1','{"difficulty":"11.3..11.8","givens":"11..14","size":6,"tier":"signs"}',-2043922623844802356,'generated','tango-6x6-e3a28733e958a0cc',4,'2026-12-03T05:48:40Z','plain');
INSERT INTO puzzles VALUES(37,'tango',6,6,'{"cells":[".010.0",".1....","10....","......","...0.1","1....0"],"equal":[[[3,1],[4,1]],[[3,5],[4,5]]],"game":"tango","opposite":[[[1,3],[2,3]],[[2,3],[3,3]],[[5,2],[5,3]]],"size":6}','["101010","010101","101010","010101","011001","100110"]','tango:6:..0..0101...0.....1...1.......1...01|9-10,33-34,|17-23,19-20,20-21,','tango','1','{"difficulty":"11.3..11.8","givens":"11..14","size":6,"tier":"signs"}',7057142516575274124,'generated','tango-6x6-61f001ba7dc6848c',4,'2026-12-03T05:48:40Z','plain');
INSERT INTO puzzles VALUES(38,'tango',6,6,'{"cells":["1.1...","..1..0","..0...","...1..","1...1.","..0.01"],"equal":[[[1,4],[2,4]],[[2,1],[3,1]]],"game":"tango","opposite":[[[2,5],[3,5]],[[3,2],[3,3]]],"size":6}','["101001","101010","010110","010101","101010","010101"]','tango:6:...0.01..0.....1....0....0...001.1..|7-13,16-22,|12-18,20-21,','tango','1','{"difficulty":"11.3..11.8","givens":"11..14","size":6,"tier":"signs"}',7655862574775905732,'generated','tango-6x6-6a3f167302b9adc4',4,'2026-12-03T05:48:40Z','plain');
INSERT INTO puzzles VALUES(39,'queens',8,8,'{"game":"queens","regions":[[0,0,1,1,1,2,2,2],[0,3,1,3,1,4,2,2],[0,3,1,3,1,2,2,2],[0,3,3,3,1,5,6,2],[0,3,3,3,1,5,6,6],[0,3,7,3,1,5,6,6],[7,3,7,3,1,5,5,6],[7,7,7,7,6,6,6,6]],"size":8}','[3,5,1,7,0,2,6,4]','queens:8:aaaaaabbaccccccbdddccbbbdccccccbdddddddefgfhhhhefffeeeheffffeeee',NULL,NULL,NULL,NULL,'corpus8.jsonl','writeup-heuristics-example',5,'2026-12-03T05:48:45Z','linkedin');
INSERT INTO puzzles VALUES(40,'queens',1,1,'{"game":"queens","regions":[[0]],"size":1}','[0]','queens:1:a',NULL,NULL,NULL,NULL,'corpus8.jsonl','handmade-1x1',5,'2026-12-03T05:48:45Z','linkedin');
INSERT INTO puzzles VALUES(41,'queens',9,9,'{"game":"queens","regions":[[0,0,0,0,0,1,0,0,0],[0,0,0,0,0,0,0,2,0],[0,0,3,0,0,0,0,0,0],[4,0,0,0,5,0,0,0,0],[0,0,0,0,0,0,6,0,0],[0,0,0,0,0,0,0,0,5],[0,0,0,0,0,1,0,0,0],[0,0,0,7,0,0,0,0,0],[0,8,0,0,0,0,0,0,0]],"size":9}','[4,7,2,0,6,8,5,3,1]','queens:9:aaaaaaabaaaaaacaaaaaadaaaaaeaaaaaaaaaafaaaaaaaaaaeaaagaaaaaahaaaiaaaaaaaaaadaaaaa',NULL,NULL,NULL,NULL,'corpus8.jsonl','linkedin-336',5,'2026-12-03T05:48:45Z','linkedin');
INSERT INTO puzzles VALUES(42,'queens',11,11,'{"game":"queens","regions":[[0,0,1,1,2,2,2,2,3,3,3],[0,0,1,1,4,4,4,2,3,5,3],[0,0,6,1,4,7,4,2,3,5,3],[0,6,6,1,4,7,4,2,3,5,3],[0,0,6,1,4,7,4,2,3,3,3],[0,0,6,1,4,4,4,8,8,8,8],[0,0,6,1,1,8,8,8,0,0,0],[0,0,8,8,8,8,0,0,0,0,9],[0,0,0,0,0,0,0,0,9,9,9],[0,0,0,0,0,9,9,9,9,10,10],[0,0,9,9,9,9,10,10,10,10,10]],"size":11}','[7,9,5,1,8,6,4,2,0,10,3]','queens:11:aaaaaaaaaaaaaaaaaabaaacaadbbbbbeecaadeeeeeeecaadefffffgccaddfhhhfgicaadfffffgicaaddgggggiccaadjjjjjiicaadjkkkjiiccadjjjjj',NULL,NULL,NULL,NULL,'corpus8.jsonl','linkedin-100',5,'2026-12-03T05:48:45Z','linkedin');
INSERT INTO puzzles VALUES(43,'queens',8,8,'{"game":"queens","regions":[[5,5,5,5,2,2,2,0],[5,5,5,1,1,2,0,0],[5,5,5,2,2,2,7,7],[5,3,5,5,2,2,7,7],[6,5,5,5,4,4,7,7],[6,5,5,5,4,4,4,7],[6,6,6,4,4,4,7,7],[4,4,4,4,7,7,7,7]],"size":8}','[7,3,5,1,4,2,0,6]','queens:8:aaaaaabbaacaaabdacccddddacccddedccfffdefcgffffffcgffhfffcgggffff','queens','3','{"difficulty":"9.4133..9.65","size":8,"tier":"shapes"}',-8215991909273848847,'generated','queens-8x8-8dfaeee3823fb3f1',7,'2026-12-03T05:48:45Z','linkedin');
INSERT INTO puzzles VALUES(44,'queens',8,8,'{"game":"queens","regions":[[1,1,1,0,0,0,0,0],[1,1,1,1,0,0,0,0],[1,4,4,5,5,2,3,0],[4,4,4,5,5,2,3,3],[4,5,4,5,5,5,5,5],[4,5,5,5,5,5,5,5],[4,4,5,5,5,5,6,6],[7,6,6,6,6,6,6,6]],"size":8}','[3,1,5,7,2,4,6,0]','queens:8:aaaaaaabaaccccddcccccccdcccccdcdeefccdddgefccddhgggghhhhggggghhh','queens','3','{"difficulty":"9.4133..9.65","size":8,"tier":"shapes"}',7392643021720587870,'generated','queens-8x8-6697f1a90ced0e5e',7,'2026-12-03T05:48:45Z','linkedin');
INSERT INTO puzzles VALUES(45,'queens',8,8,'{"game":"queens","regions":[[0,3,3,3,3,3,1,1],[0,0,3,1,3,1,1,1],[6,3,3,1,1,1,4,2],[6,6,3,3,1,5,4,4],[6,6,6,3,3,5,4,4],[6,6,6,6,5,5,5,4],[6,6,6,4,4,4,4,4],[6,6,6,7,4,4,4,4]],"size":8}','[0,5,7,2,6,4,1,3]','queens:8:aaaaaabbaaaaacbcaaaaccccdeaccffceegcffcceegggffceegeeeffeeeeehff','queens','3','{"difficulty":"9.4133..9.65","size":8,"tier":"shapes"}',3833687853377875050,'generated','queens-8x8-3533feca78516c6a',7,'2026-12-03T05:48:45Z','linkedin');
INSERT INTO puzzles VALUES(46,'queens',8,8,'{"game":"queens","regions":[[3,0,0,0,0,2,2,2],[3,1,1,0,0,0,2,2],[3,3,0,0,2,0,0,2],[3,3,3,0,2,2,2,2],[5,5,3,3,3,3,4,4],[5,7,7,7,7,3,3,6],[7,7,7,7,7,3,3,6],[7,7,7,7,7,7,3,3]],"size":8}','[3,1,4,2,6,0,7,5]','queens:8:aaaaaabbaaaaabbcdaaaabbcddbbbbeebbbfggggbbffgffgbhhfffggbffffggg','queens','3','{"difficulty":"9.4133..9.65","size":8,"tier":"shapes"}',7794912597881464643,'generated','queens-8x8-6c2d17b563f12743',7,'2026-12-03T05:48:45Z','linkedin');
CREATE TABLE grades (
  puzzle_id      INTEGER NOT NULL REFERENCES puzzles(id) ON DELETE CASCADE,
  grader_version TEXT NOT NULL,
  status         TEXT NOT NULL,               -- solved | stuck | contradiction
  max_tier       TEXT NOT NULL,               -- a tier name of the game, or 'search'
  steps          INTEGER NOT NULL,
  micros         INTEGER NOT NULL, difficulty REAL, band TEXT, bottleneck_steps INTEGER, mean_available REAL, technique REAL, technique_level TEXT, minutes REAL, calibration TEXT,
  PRIMARY KEY (puzzle_id, grader_version)
);
INSERT INTO grades VALUES(1,'5','solved','basic',17,49,9.0154641512587794238,'easy',0,7.5454545454545458582,0.25,'plain',0.58325759779463692833,'shipped-2026-12-02');
INSERT INTO grades VALUES(2,'5','solved','shapes',20,36,9.5751158857614218078,'medium',1,4.4615384615384616751,1.5,'clever',0.86199022260451807486,'shipped-2026-12-02');
INSERT INTO grades VALUES(3,'5','solved','basic',15,5,9.1691956592652950064,'easy',0,7.5555555555555553581,0.25,'plain',0.64932119949894973043,'shipped-2026-12-02');
INSERT INTO grades VALUES(4,'5','solved','pigeonhole',21,17,9.6887079157676012641,'medium',2,5.466666666666666785,2.0,'subtle',0.93311338027003920547,'shipped-2026-12-02');
INSERT INTO grades VALUES(5,'5','solved','pigeonhole',22,23,10.09937718693942088,'medium',5,3.6000000000000000888,2.0,'subtle',1.2428442501078438287,'shipped-2026-12-02');
INSERT INTO grades VALUES(6,'5','solved','pigeonhole',19,9,9.600920080609487428,'medium',2,8.8333333333333339254,2.0,'subtle',0.87765558566791879169,'shipped-2026-12-02');
INSERT INTO grades VALUES(7,'5','solved','shapes',21,7,9.3758864803821300171,'medium',1,5.3333333333333330372,1.5,'clever',0.75008730491144204322,'shipped-2026-12-02');
INSERT INTO grades VALUES(8,'5','solved','basic',16,6,8.9470819583003251551,'easy',0,9.5555555555555553581,0.25,'plain',0.55607370318613635884,'shipped-2026-12-02');
INSERT INTO grades VALUES(9,'5','solved','basic',20,6,9.0274719797576246094,'easy',0,8.0,0.25,'plain',0.58816641786934631408,'shipped-2026-12-02');
INSERT INTO grades VALUES(10,'5','solved','shapes',20,6,9.3220213577136075144,'easy',0,5.8461538461538458122,1.125,'clever',0.72241073375077169416,'shipped-2026-12-02');
INSERT INTO grades VALUES(11,'5','solved','pigeonhole',22,8,9.4409546856438346651,'medium',1,4.9375,2.0,'subtle',0.78493794602552546813,'shipped-2026-12-02');
INSERT INTO grades VALUES(12,'5','solved','pigeonhole',23,9,9.4999965998344109152,'medium',2,5.2352941176470588757,2.0,'subtle',0.81796014144961426417,'shipped-2026-12-02');
INSERT INTO grades VALUES(13,'5','solved','near_complete',16,74,13.188986125093414613,'hard',7,1.875,2.125,'subtle',1.7394436202560759063,'shipped-2026-12-02');
INSERT INTO grades VALUES(14,'5','solved','near_complete',16,11,12.909243025656534697,'hard',8,1.625,2.5,'subtle',1.6188361883486748205,'shipped-2026-12-02');
INSERT INTO grades VALUES(15,'5','solved','signs',19,12,12.423024829945997993,'hard',8,1.9473684210526316373,1.625,'clever',1.4287676147494325906,'shipped-2026-12-02');
INSERT INTO grades VALUES(16,'5','solved','near_complete',22,14,13.160908901199215748,'hard',11,1.7272727272727272929,2.5,'subtle',1.7269435062509879141,'shipped-2026-12-02');
INSERT INTO grades VALUES(17,'5','solved','cross_line',18,211,14.461093063153754201,'hard',10,2.1666666666666665186,3.25,'deep',2.411701088451406516,'shipped-2026-12-02');
INSERT INTO grades VALUES(18,'5','solved','line',21,14,12.967799965817880192,'hard',8,2.7619047619047618624,2.0,'subtle',1.6433700680429617069,'shipped-2026-12-02');
INSERT INTO grades VALUES(19,'5','solved','basic',12,54,5.8893302715706745686,'easy',0,3.5,-1.75,'plain',0.56365567108452374611,'shipped-2026-12-02');
INSERT INTO grades VALUES(20,'5','solved','regions',15,29,6.6880098966979719676,'medium',6,2.8666666666666666962,0.0,'clever',0.98426055015003366399,'shipped-2026-12-02');
INSERT INTO grades VALUES(21,'5','solved','regions',4,17,5.8216403547779460581,'easy',0,10.0,0.0,'clever',0.53764508122102361298,'shipped-2026-12-02');
INSERT INTO grades VALUES(22,'5','solved','basic',19,11,6.4019261460350103121,'medium',4,2.5263157894736840702,-1.25,'plain',0.80610611970352186173,'shipped-2026-12-02');
INSERT INTO grades VALUES(23,'5','solved','basic',10,5,8.8748452619819602205,'easy',2,2.1000000000000000888,-4.8938561897747243634,'plain',0.57429549294119219826,'shipped-2026-12-02');
INSERT INTO grades VALUES(24,'5','solved','basic',11,5,9.0501340642787226897,'easy',3,2.1818181818181816566,-4.8938561897747243634,'plain',0.60074504281931428995,'shipped-2026-12-02');
INSERT INTO grades VALUES(25,'5','solved','basic',11,5,8.8565185008660094467,'easy',0,2.5454545454545454141,-5.3938561897747243634,'plain',0.57159828824255209944,'shipped-2026-12-02');
INSERT INTO grades VALUES(26,'5','solved','basic',11,5,8.9548879693349832109,'easy',3,1.9090909090909091716,-4.8938561897747243634,'plain',0.58622559434219245755,'shipped-2026-12-02');
INSERT INTO grades VALUES(27,'5','solved','basic',15,21,9.3183980499684260223,'easy',9,1.6000000000000000888,-4.8938561897747243634,'plain',0.64360152807574944056,'shipped-2026-12-02');
INSERT INTO grades VALUES(28,'5','solved','basic',15,7,9.2231519550246865435,'easy',7,2.2000000000000001776,-4.8938561897747243634,'plain',0.62804627824324521512,'shipped-2026-12-02');
INSERT INTO grades VALUES(29,'5','solved','basic',15,9,9.3183980499684260223,'easy',7,1.5333333333333334369,-4.8938561897747243634,'plain',0.64360152807574944056,'shipped-2026-12-02');
INSERT INTO grades VALUES(30,'5','solved','basic',17,9,9.3343775898253138478,'easy',11,1.3529411764705883136,-4.8938561897747243634,'plain',0.64624873313182829015,'shipped-2026-12-02');
INSERT INTO grades VALUES(31,'5','solved','shapes',25,10,9.8566550308842586503,'medium',1,5.777777777777777679,1.25,'clever',1.0491622042917003732,'shipped-2026-12-02');
INSERT INTO grades VALUES(32,'5','solved','shapes',20,8,9.7369363070870136311,'medium',1,5.9230769230769233502,1.0,'clever',0.96505803929189348799,'shipped-2026-12-02');
INSERT INTO grades VALUES(33,'5','solved','shapes',22,7,9.8016348769513541583,'medium',3,7.5,1.5,'clever',1.0096361642797480051,'shipped-2026-12-02');
INSERT INTO grades VALUES(34,'5','solved','shapes',22,7,9.8220590657194009054,'medium',0,5.8571428571428567622,1.0,'clever',1.0241318891892670084,'shipped-2026-12-02');
INSERT INTO grades VALUES(35,'5','solved','signs',12,14,11.760761628996759143,'medium',3,2.5833333333333334813,1.625,'clever',1.2052611090078997335,'shipped-2026-12-02');
INSERT INTO grades VALUES(36,'5','solved','signs',15,7,11.493997455243944117,'medium',6,2.2000000000000001776,1.5,'clever',1.1254380332731668268,'shipped-2026-12-02');
INSERT INTO grades VALUES(37,'5','solved','signs',11,5,11.48600380756447592,'medium',3,2.5454545454545454141,1.5,'clever',1.1231295038470621161,'shipped-2026-12-02');
INSERT INTO grades VALUES(38,'5','solved','signs',16,7,11.506655852113864213,'medium',6,2.1875,1.5,'clever',1.1291034316257355651,'shipped-2026-12-02');
INSERT INTO grades VALUES(39,'5','solved','basic',16,71,9.0982227160031783341,'easy',0,7.3333333333333330372,0.25,'plain',0.61793988187246184917,'shipped-2026-12-02');
INSERT INTO grades VALUES(40,'5','solved','basic',1,3,2.277967394851132532,'easy',0,2.0,0.0,'plain',0.00529159701417634791,'shipped-2026-12-02');
INSERT INTO grades VALUES(41,'5','solved','basic',17,16,8.9082642510472460628,'easy',0,21.0,0.25,'plain',0.54121012572556270736,'shipped-2026-12-02');
INSERT INTO grades VALUES(42,'5','solved','pigeonhole',29,74,10.828265031691611142,'hard',1,5.9000000000000003552,2.0,'subtle',2.0670814190697601731,'shipped-2026-12-02');
INSERT INTO grades VALUES(43,'5','solved','shapes',18,8,9.4738976747007406231,'medium',1,6.0909090909090908283,1.0,'clever',0.80319504598522795113,'shipped-2026-12-02');
INSERT INTO grades VALUES(44,'5','solved','shapes',18,9,9.6346917739298163496,'medium',0,4.1538461538461541877,1.0,'clever',0.89858882846907783825,'shipped-2026-12-02');
INSERT INTO grades VALUES(45,'5','solved','shapes',22,9,9.616132107360666481,'medium',3,4.7333333333333333925,1.75,'clever',0.8870236493063627936,'shipped-2026-12-02');
INSERT INTO grades VALUES(46,'5','solved','shapes',22,18,9.4744563440104592189,'medium',3,4.6666666666666669627,1.75,'clever',0.80350829633317577549,'shipped-2026-12-02');
CREATE TABLE rule_usage (
  puzzle_id      INTEGER NOT NULL REFERENCES puzzles(id) ON DELETE CASCADE,
  grader_version TEXT NOT NULL,
  rule           TEXT NOT NULL,
  tier           TEXT NOT NULL,
  hits           INTEGER NOT NULL,
  PRIMARY KEY (puzzle_id, grader_version, rule)
);
INSERT INTO rule_usage VALUES(1,'5','line_confined_to_region','basic',1);
INSERT INTO rule_usage VALUES(1,'5','queen_adjacent_kill','basic',6);
INSERT INTO rule_usage VALUES(1,'5','region_confined_to_line','basic',2);
INSERT INTO rule_usage VALUES(1,'5','single_cell_line','basic',1);
INSERT INTO rule_usage VALUES(1,'5','single_cell_region','basic',7);
INSERT INTO rule_usage VALUES(2,'5','line_confined_to_region','basic',2);
INSERT INTO rule_usage VALUES(2,'5','queen_adjacent_kill','basic',7);
INSERT INTO rule_usage VALUES(2,'5','region_confined_to_line','basic',2);
INSERT INTO rule_usage VALUES(2,'5','shape_domino','shapes',1);
INSERT INTO rule_usage VALUES(2,'5','single_cell_line','basic',1);
INSERT INTO rule_usage VALUES(2,'5','single_cell_region','basic',7);
INSERT INTO rule_usage VALUES(3,'5','queen_adjacent_kill','basic',6);
INSERT INTO rule_usage VALUES(3,'5','region_confined_to_line','basic',1);
INSERT INTO rule_usage VALUES(3,'5','single_cell_region','basic',8);
INSERT INTO rule_usage VALUES(4,'5','line_confined_to_region','basic',1);
INSERT INTO rule_usage VALUES(4,'5','n_regions_in_n_rows','pigeonhole',1);
INSERT INTO rule_usage VALUES(4,'5','queen_adjacent_kill','basic',6);
INSERT INTO rule_usage VALUES(4,'5','region_confined_to_line','basic',3);
INSERT INTO rule_usage VALUES(4,'5','region_kill_intersection','shapes',1);
INSERT INTO rule_usage VALUES(4,'5','shape_l_tetromino','shapes',1);
INSERT INTO rule_usage VALUES(4,'5','single_cell_region','basic',8);
INSERT INTO rule_usage VALUES(5,'5','line_confined_to_region','basic',1);
INSERT INTO rule_usage VALUES(5,'5','n_regions_in_n_rows','pigeonhole',1);
INSERT INTO rule_usage VALUES(5,'5','queen_adjacent_kill','basic',7);
INSERT INTO rule_usage VALUES(5,'5','region_confined_to_line','basic',1);
INSERT INTO rule_usage VALUES(5,'5','region_kill_intersection','shapes',1);
INSERT INTO rule_usage VALUES(5,'5','shape_domino','shapes',1);
INSERT INTO rule_usage VALUES(5,'5','shape_l_tromino','shapes',1);
INSERT INTO rule_usage VALUES(5,'5','shape_s_tetromino','shapes',1);
INSERT INTO rule_usage VALUES(5,'5','single_cell_line','basic',1);
INSERT INTO rule_usage VALUES(5,'5','single_cell_region','basic',7);
INSERT INTO rule_usage VALUES(6,'5','line_confined_to_region','basic',1);
INSERT INTO rule_usage VALUES(6,'5','n_regions_in_n_rows','pigeonhole',1);
INSERT INTO rule_usage VALUES(6,'5','queen_adjacent_kill','basic',7);
INSERT INTO rule_usage VALUES(6,'5','region_confined_to_line','basic',1);
INSERT INTO rule_usage VALUES(6,'5','shape_domino','shapes',1);
INSERT INTO rule_usage VALUES(6,'5','single_cell_region','basic',8);
INSERT INTO rule_usage VALUES(7,'5','line_confined_to_region','basic',1);
INSERT INTO rule_usage VALUES(7,'5','queen_adjacent_kill','basic',6);
INSERT INTO rule_usage VALUES(7,'5','region_confined_to_line','basic',5);
INSERT INTO rule_usage VALUES(7,'5','shape_domino','shapes',1);
INSERT INTO rule_usage VALUES(7,'5','single_cell_line','basic',1);
INSERT INTO rule_usage VALUES(7,'5','single_cell_region','basic',7);
INSERT INTO rule_usage VALUES(8,'5','queen_adjacent_kill','basic',7);
INSERT INTO rule_usage VALUES(8,'5','region_confined_to_line','basic',1);
INSERT INTO rule_usage VALUES(8,'5','single_cell_region','basic',8);
INSERT INTO rule_usage VALUES(9,'5','queen_adjacent_kill','basic',7);
INSERT INTO rule_usage VALUES(9,'5','region_confined_to_line','basic',5);
INSERT INTO rule_usage VALUES(9,'5','single_cell_line','basic',2);
INSERT INTO rule_usage VALUES(9,'5','single_cell_region','basic',6);
INSERT INTO rule_usage VALUES(10,'5','line_confined_to_region','basic',3);
INSERT INTO rule_usage VALUES(10,'5','queen_adjacent_kill','basic',7);
INSERT INTO rule_usage VALUES(10,'5','shape_domino','shapes',2);
INSERT INTO rule_usage VALUES(10,'5','single_cell_region','basic',8);
INSERT INTO rule_usage VALUES(11,'5','line_confined_to_region','basic',1);
INSERT INTO rule_usage VALUES(11,'5','n_regions_in_n_columns','pigeonhole',1);
INSERT INTO rule_usage VALUES(11,'5','queen_adjacent_kill','basic',6);
INSERT INTO rule_usage VALUES(11,'5','region_confined_to_line','basic',4);
INSERT INTO rule_usage VALUES(11,'5','shape_domino','shapes',2);
INSERT INTO rule_usage VALUES(11,'5','single_cell_region','basic',8);
INSERT INTO rule_usage VALUES(12,'5','line_confined_to_region','basic',3);
INSERT INTO rule_usage VALUES(12,'5','n_regions_in_n_rows','pigeonhole',1);
INSERT INTO rule_usage VALUES(12,'5','queen_adjacent_kill','basic',6);
INSERT INTO rule_usage VALUES(12,'5','region_confined_to_line','basic',3);
INSERT INTO rule_usage VALUES(12,'5','shape_domino','shapes',2);
INSERT INTO rule_usage VALUES(12,'5','single_cell_region','basic',8);
INSERT INTO rule_usage VALUES(13,'5','equal_pair_ends','signs',1);
INSERT INTO rule_usage VALUES(13,'5','gap','basic',3);
INSERT INTO rule_usage VALUES(13,'5','line_full','basic',4);
INSERT INTO rule_usage VALUES(13,'5','near_complete','near_complete',2);
INSERT INTO rule_usage VALUES(13,'5','pair','basic',3);
INSERT INTO rule_usage VALUES(13,'5','sign_propagation','basic',3);
INSERT INTO rule_usage VALUES(14,'5','equal_pair_ends','signs',1);
INSERT INTO rule_usage VALUES(14,'5','gap','basic',1);
INSERT INTO rule_usage VALUES(14,'5','line_full','basic',3);
INSERT INTO rule_usage VALUES(14,'5','near_complete','near_complete',1);
INSERT INTO rule_usage VALUES(14,'5','pair','basic',6);
INSERT INTO rule_usage VALUES(14,'5','sign_propagation','basic',4);
INSERT INTO rule_usage VALUES(15,'5','gap','basic',4);
INSERT INTO rule_usage VALUES(15,'5','line_full','basic',4);
INSERT INTO rule_usage VALUES(15,'5','opposite_balance','signs',2);
INSERT INTO rule_usage VALUES(15,'5','pair','basic',5);
INSERT INTO rule_usage VALUES(15,'5','sign_propagation','basic',4);
INSERT INTO rule_usage VALUES(16,'5','equal_pair_ends','signs',2);
INSERT INTO rule_usage VALUES(16,'5','gap','basic',2);
INSERT INTO rule_usage VALUES(16,'5','line_full','basic',4);
INSERT INTO rule_usage VALUES(16,'5','near_complete','near_complete',1);
INSERT INTO rule_usage VALUES(16,'5','opposite_balance','signs',1);
INSERT INTO rule_usage VALUES(16,'5','pair','basic',7);
INSERT INTO rule_usage VALUES(16,'5','sign_propagation','basic',5);
INSERT INTO rule_usage VALUES(17,'5','cross_line','cross_line',3);
INSERT INTO rule_usage VALUES(17,'5','gap','basic',2);
INSERT INTO rule_usage VALUES(17,'5','line_full','basic',3);
INSERT INTO rule_usage VALUES(17,'5','near_complete','near_complete',4);
INSERT INTO rule_usage VALUES(17,'5','opposite_balance','signs',1);
INSERT INTO rule_usage VALUES(17,'5','pair','basic',4);
INSERT INTO rule_usage VALUES(17,'5','sign_propagation','basic',1);
INSERT INTO rule_usage VALUES(18,'5','gap','basic',4);
INSERT INTO rule_usage VALUES(18,'5','line_completion','line',1);
INSERT INTO rule_usage VALUES(18,'5','line_full','basic',3);
INSERT INTO rule_usage VALUES(18,'5','opposite_balance','signs',1);
INSERT INTO rule_usage VALUES(18,'5','pair','basic',7);
INSERT INTO rule_usage VALUES(18,'5','sign_propagation','basic',5);
INSERT INTO rule_usage VALUES(19,'5','forced_edges','basic',6);
INSERT INTO rule_usage VALUES(19,'5','no_loop','basic',2);
INSERT INTO rule_usage VALUES(19,'5','number_order','basic',3);
INSERT INTO rule_usage VALUES(19,'5','saturation','basic',1);
INSERT INTO rule_usage VALUES(20,'5','dead_end','regions',1);
INSERT INTO rule_usage VALUES(20,'5','forced_edges','basic',7);
INSERT INTO rule_usage VALUES(20,'5','no_loop','basic',2);
INSERT INTO rule_usage VALUES(20,'5','number_order','basic',4);
INSERT INTO rule_usage VALUES(20,'5','saturation','basic',1);
INSERT INTO rule_usage VALUES(21,'5','dead_end','regions',1);
INSERT INTO rule_usage VALUES(21,'5','forced_edges','basic',2);
INSERT INTO rule_usage VALUES(21,'5','number_order','basic',1);
INSERT INTO rule_usage VALUES(22,'5','forced_edges','basic',8);
INSERT INTO rule_usage VALUES(22,'5','no_loop','basic',1);
INSERT INTO rule_usage VALUES(22,'5','number_order','basic',5);
INSERT INTO rule_usage VALUES(22,'5','saturation','basic',5);
INSERT INTO rule_usage VALUES(23,'5','gap','basic',1);
INSERT INTO rule_usage VALUES(23,'5','line_full','basic',2);
INSERT INTO rule_usage VALUES(23,'5','pair','basic',3);
INSERT INTO rule_usage VALUES(23,'5','sign_propagation','basic',4);
INSERT INTO rule_usage VALUES(24,'5','gap','basic',1);
INSERT INTO rule_usage VALUES(24,'5','line_full','basic',2);
INSERT INTO rule_usage VALUES(24,'5','pair','basic',4);
INSERT INTO rule_usage VALUES(24,'5','sign_propagation','basic',4);
INSERT INTO rule_usage VALUES(25,'5','gap','basic',2);
INSERT INTO rule_usage VALUES(25,'5','line_full','basic',2);
INSERT INTO rule_usage VALUES(25,'5','pair','basic',3);
INSERT INTO rule_usage VALUES(25,'5','sign_propagation','basic',4);
INSERT INTO rule_usage VALUES(26,'5','gap','basic',1);
INSERT INTO rule_usage VALUES(26,'5','line_full','basic',2);
INSERT INTO rule_usage VALUES(26,'5','pair','basic',4);
INSERT INTO rule_usage VALUES(26,'5','sign_propagation','basic',4);
INSERT INTO rule_usage VALUES(27,'5','gap','basic',1);
INSERT INTO rule_usage VALUES(27,'5','line_full','basic',4);
INSERT INTO rule_usage VALUES(27,'5','pair','basic',6);
INSERT INTO rule_usage VALUES(27,'5','sign_propagation','basic',4);
INSERT INTO rule_usage VALUES(28,'5','gap','basic',2);
INSERT INTO rule_usage VALUES(28,'5','line_full','basic',4);
INSERT INTO rule_usage VALUES(28,'5','pair','basic',3);
INSERT INTO rule_usage VALUES(28,'5','sign_propagation','basic',6);
INSERT INTO rule_usage VALUES(29,'5','gap','basic',3);
INSERT INTO rule_usage VALUES(29,'5','line_full','basic',4);
INSERT INTO rule_usage VALUES(29,'5','pair','basic',4);
INSERT INTO rule_usage VALUES(29,'5','sign_propagation','basic',4);
INSERT INTO rule_usage VALUES(30,'5','gap','basic',4);
INSERT INTO rule_usage VALUES(30,'5','line_full','basic',5);
INSERT INTO rule_usage VALUES(30,'5','pair','basic',4);
INSERT INTO rule_usage VALUES(30,'5','sign_propagation','basic',4);
INSERT INTO rule_usage VALUES(31,'5','line_confined_to_region','basic',1);
INSERT INTO rule_usage VALUES(31,'5','queen_adjacent_kill','basic',7);
INSERT INTO rule_usage VALUES(31,'5','region_confined_to_line','basic',4);
INSERT INTO rule_usage VALUES(31,'5','shape_domino','shapes',2);
INSERT INTO rule_usage VALUES(31,'5','shape_i_tromino','shapes',1);
INSERT INTO rule_usage VALUES(31,'5','shape_l_tetromino','shapes',1);
INSERT INTO rule_usage VALUES(31,'5','single_cell_region','basic',9);
INSERT INTO rule_usage VALUES(32,'5','line_confined_to_region','basic',1);
INSERT INTO rule_usage VALUES(32,'5','queen_adjacent_kill','basic',7);
INSERT INTO rule_usage VALUES(32,'5','region_confined_to_line','basic',2);
INSERT INTO rule_usage VALUES(32,'5','shape_domino','shapes',1);
INSERT INTO rule_usage VALUES(32,'5','single_cell_line','basic',2);
INSERT INTO rule_usage VALUES(32,'5','single_cell_region','basic',7);
INSERT INTO rule_usage VALUES(33,'5','line_confined_to_region','basic',2);
INSERT INTO rule_usage VALUES(33,'5','queen_adjacent_kill','basic',8);
INSERT INTO rule_usage VALUES(33,'5','region_confined_to_line','basic',2);
INSERT INTO rule_usage VALUES(33,'5','shape_s_tetromino','shapes',1);
INSERT INTO rule_usage VALUES(33,'5','single_cell_line','basic',1);
INSERT INTO rule_usage VALUES(33,'5','single_cell_region','basic',8);
INSERT INTO rule_usage VALUES(34,'5','line_confined_to_region','basic',4);
INSERT INTO rule_usage VALUES(34,'5','queen_adjacent_kill','basic',8);
INSERT INTO rule_usage VALUES(34,'5','shape_domino','shapes',1);
INSERT INTO rule_usage VALUES(34,'5','single_cell_line','basic',1);
INSERT INTO rule_usage VALUES(34,'5','single_cell_region','basic',8);
INSERT INTO rule_usage VALUES(35,'5','equal_pair_balance','signs',1);
INSERT INTO rule_usage VALUES(35,'5','gap','basic',2);
INSERT INTO rule_usage VALUES(35,'5','line_full','basic',3);
INSERT INTO rule_usage VALUES(35,'5','opposite_balance','signs',1);
INSERT INTO rule_usage VALUES(35,'5','pair','basic',4);
INSERT INTO rule_usage VALUES(35,'5','sign_propagation','basic',1);
INSERT INTO rule_usage VALUES(36,'5','gap','basic',2);
INSERT INTO rule_usage VALUES(36,'5','line_full','basic',3);
INSERT INTO rule_usage VALUES(36,'5','opposite_balance','signs',1);
INSERT INTO rule_usage VALUES(36,'5','pair','basic',4);
INSERT INTO rule_usage VALUES(36,'5','sign_propagation','basic',5);
INSERT INTO rule_usage VALUES(37,'5','equal_pair_ends','signs',1);
INSERT INTO rule_usage VALUES(37,'5','gap','basic',2);
INSERT INTO rule_usage VALUES(37,'5','line_full','basic',2);
INSERT INTO rule_usage VALUES(37,'5','opposite_balance','signs',1);
INSERT INTO rule_usage VALUES(37,'5','pair','basic',2);
INSERT INTO rule_usage VALUES(37,'5','sign_propagation','basic',3);
INSERT INTO rule_usage VALUES(38,'5','equal_pair_ends','signs',2);
INSERT INTO rule_usage VALUES(38,'5','gap','basic',2);
INSERT INTO rule_usage VALUES(38,'5','line_full','basic',5);
INSERT INTO rule_usage VALUES(38,'5','opposite_balance','signs',1);
INSERT INTO rule_usage VALUES(38,'5','pair','basic',5);
INSERT INTO rule_usage VALUES(38,'5','sign_propagation','basic',1);
INSERT INTO rule_usage VALUES(39,'5','queen_adjacent_kill','basic',7);
INSERT INTO rule_usage VALUES(39,'5','region_confined_to_line','basic',1);
INSERT INTO rule_usage VALUES(39,'5','single_cell_line','basic',1);
INSERT INTO rule_usage VALUES(39,'5','single_cell_region','basic',7);
INSERT INTO rule_usage VALUES(40,'5','single_cell_region','basic',1);
INSERT INTO rule_usage VALUES(41,'5','queen_adjacent_kill','basic',8);
INSERT INTO rule_usage VALUES(41,'5','single_cell_region','basic',9);
INSERT INTO rule_usage VALUES(42,'5','line_confined_to_region','basic',1);
INSERT INTO rule_usage VALUES(42,'5','n_regions_in_n_rows','pigeonhole',1);
INSERT INTO rule_usage VALUES(42,'5','queen_adjacent_kill','basic',9);
INSERT INTO rule_usage VALUES(42,'5','region_confined_to_line','basic',5);
INSERT INTO rule_usage VALUES(42,'5','shape_domino','shapes',2);
INSERT INTO rule_usage VALUES(42,'5','single_cell_line','basic',2);
INSERT INTO rule_usage VALUES(42,'5','single_cell_region','basic',9);
INSERT INTO rule_usage VALUES(43,'5','queen_adjacent_kill','basic',7);
INSERT INTO rule_usage VALUES(43,'5','region_confined_to_line','basic',2);
INSERT INTO rule_usage VALUES(43,'5','shape_domino','shapes',1);
INSERT INTO rule_usage VALUES(43,'5','single_cell_region','basic',8);
INSERT INTO rule_usage VALUES(44,'5','line_confined_to_region','basic',2);
INSERT INTO rule_usage VALUES(44,'5','queen_adjacent_kill','basic',5);
INSERT INTO rule_usage VALUES(44,'5','region_confined_to_line','basic',2);
INSERT INTO rule_usage VALUES(44,'5','shape_domino','shapes',1);
INSERT INTO rule_usage VALUES(44,'5','single_cell_line','basic',3);
INSERT INTO rule_usage VALUES(44,'5','single_cell_region','basic',5);
INSERT INTO rule_usage VALUES(45,'5','queen_adjacent_kill','basic',7);
INSERT INTO rule_usage VALUES(45,'5','region_confined_to_line','basic',2);
INSERT INTO rule_usage VALUES(45,'5','region_kill_intersection','shapes',2);
INSERT INTO rule_usage VALUES(45,'5','shape_l_tetromino','shapes',1);
INSERT INTO rule_usage VALUES(45,'5','shape_l_tromino','shapes',1);
INSERT INTO rule_usage VALUES(45,'5','shape_t_pentomino','shapes',1);
INSERT INTO rule_usage VALUES(45,'5','single_cell_region','basic',8);
INSERT INTO rule_usage VALUES(46,'5','queen_adjacent_kill','basic',7);
INSERT INTO rule_usage VALUES(46,'5','region_confined_to_line','basic',4);
INSERT INTO rule_usage VALUES(46,'5','region_kill_intersection','shapes',2);
INSERT INTO rule_usage VALUES(46,'5','shape_domino','shapes',1);
INSERT INTO rule_usage VALUES(46,'5','single_cell_region','basic',8);
CREATE TABLE daily (
  date      TEXT NOT NULL,                    -- YYYY-MM-DD
  game      TEXT NOT NULL,
  slot      INTEGER NOT NULL DEFAULT 0,
  puzzle_id INTEGER NOT NULL UNIQUE REFERENCES puzzles(id), number INTEGER, spec TEXT, series TEXT,  -- never scheduled twice
  PRIMARY KEY (date, game, slot)
);
INSERT INTO daily VALUES('2026-12-01','queens',0,7,1,'{"game":"queens","size":8,"tier":"shapes","difficulty":"9.25..9.4132"}','queens');
INSERT INTO daily VALUES('2026-12-01','tango',0,23,1,'{"game":"tango","size":6,"tier":"basic","difficulty":"8.75..9.0949"}','tango');
INSERT INTO daily VALUES('2026-12-02','queens',0,43,2,'{"game":"queens","size":8,"tier":"shapes","difficulty":"9.4133..9.65"}','queens');
INSERT INTO daily VALUES('2026-12-02','tango',0,28,2,'{"game":"tango","size":6,"tier":"basic","difficulty":"9.095..9.35"}','tango');
INSERT INTO daily VALUES('2026-12-03','queens',0,31,3,'{"game":"queens","size":9,"tier":"shapes","difficulty":"9.7..9.9"}','queens');
INSERT INTO daily VALUES('2026-12-03','tango',0,35,3,'{"game":"tango","size":6,"tier":"signs","difficulty":"11.3..11.8","givens":"11..14"}','tango');
CREATE TABLE runs (
  id        INTEGER PRIMARY KEY,
  command   TEXT NOT NULL,                    -- e.g. 'import', 'generate queens'
  params    TEXT NOT NULL,                    -- the command's parameters as JSON
  started   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  finished  TEXT,
  added     INTEGER NOT NULL DEFAULT 0,
  skipped   INTEGER NOT NULL DEFAULT 0,
  rejected  INTEGER NOT NULL DEFAULT 0
);
INSERT INTO runs VALUES(1,'generate queens','{"count":12,"game":"queens","params":{"attempts":2000,"size":8,"tier":"any"},"seed":"7","shard":"0/1"}','2026-12-03T05:48:37Z','2026-12-03T05:48:37Z',12,0,0);
INSERT INTO runs VALUES(2,'generate tango','{"count":6,"game":"tango","params":{"givens":"","minimal":false,"signs":"","size":6,"tier":"any","unique_lines":false},"seed":"7","shard":"0/1"}','2026-12-03T05:48:38Z','2026-12-03T05:48:38Z',6,0,0);
INSERT INTO runs VALUES(3,'generate zip','{"count":4,"game":"zip","params":{"attempts":3000,"cols":5,"numbers":"2..20","rows":5,"tier":"any","walls":"0..0"},"seed":"7","shard":"0/1"}','2026-12-03T05:48:40Z','2026-12-03T05:48:40Z',4,0,0);
INSERT INTO runs VALUES(4,'daily','{"date":"2026-12-01","days":3,"games":["queens","tango"],"mode":"fill","seed":"20261122","sources":[]}','2026-12-03T05:48:40Z','2026-12-03T05:48:40Z',6,0,0);
INSERT INTO runs VALUES(5,'import','{"file":"corpus8.jsonl","source":"corpus8.jsonl"}','2026-12-03T05:48:45Z','2026-12-03T05:48:45Z',4,1,3);
INSERT INTO runs VALUES(6,'times import','{"file":"t.csv","source":"t.csv"}','2026-12-03T05:48:45Z','2026-12-03T05:48:45Z',2,0,0);
INSERT INTO runs VALUES(7,'daily','{"date":"2026-12-02","games":["queens","tango","zip","tents","sudoku"],"mode":"replace","seed":"20261122","sources":[]}','2026-12-03T05:48:45Z','2026-12-03T05:48:45Z',2,0,0);
CREATE TABLE schedule_log (
  id        INTEGER PRIMARY KEY,
  date      TEXT NOT NULL,
  game      TEXT NOT NULL,
  puzzle_id INTEGER NOT NULL REFERENCES puzzles(id),
  action    TEXT NOT NULL,                    -- scheduled | replaced | unscheduled
  at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
, reason TEXT);
INSERT INTO schedule_log VALUES(1,'2026-12-01','queens',7,'scheduled','2026-12-03T05:48:40Z',NULL);
INSERT INTO schedule_log VALUES(2,'2026-12-01','tango',23,'scheduled','2026-12-03T05:48:40Z',NULL);
INSERT INTO schedule_log VALUES(3,'2026-12-02','queens',2,'scheduled','2026-12-03T05:48:40Z',NULL);
INSERT INTO schedule_log VALUES(4,'2026-12-02','tango',27,'scheduled','2026-12-03T05:48:40Z',NULL);
INSERT INTO schedule_log VALUES(5,'2026-12-03','queens',31,'scheduled','2026-12-03T05:48:40Z',NULL);
INSERT INTO schedule_log VALUES(6,'2026-12-03','tango',35,'scheduled','2026-12-03T05:48:40Z',NULL);
INSERT INTO schedule_log VALUES(7,'2026-12-02','queens',2,'replaced','2026-12-03T05:48:45Z',NULL);
INSERT INTO schedule_log VALUES(8,'2026-12-02','queens',43,'scheduled','2026-12-03T05:48:45Z',NULL);
INSERT INTO schedule_log VALUES(9,'2026-12-02','tango',27,'replaced','2026-12-03T05:48:45Z',NULL);
INSERT INTO schedule_log VALUES(10,'2026-12-02','tango',28,'scheduled','2026-12-03T05:48:45Z',NULL);
CREATE TABLE puzzle_sources (
  puzzle_id   INTEGER NOT NULL REFERENCES puzzles(id) ON DELETE CASCADE,
  source      TEXT NOT NULL,                  -- 'generated' or the imported file's name
  external_id TEXT NOT NULL DEFAULT '',       -- the id in that source ('' when it had none)
  metadata    TEXT,                           -- the entry's other keys as JSON, or NULL
  added       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  PRIMARY KEY (puzzle_id, source, external_id)
);
INSERT INTO puzzle_sources VALUES(1,'generated','queens-8x8-63cbe1e459320dd7',NULL,'2026-12-03T05:48:37Z');
INSERT INTO puzzle_sources VALUES(2,'generated','queens-8x8-044c3cd7f43c661c',NULL,'2026-12-03T05:48:37Z');
INSERT INTO puzzle_sources VALUES(3,'generated','queens-8x8-e6984080bab12a02',NULL,'2026-12-03T05:48:37Z');
INSERT INTO puzzle_sources VALUES(4,'generated','queens-8x8-953aeb70673e29cb',NULL,'2026-12-03T05:48:37Z');
INSERT INTO puzzle_sources VALUES(5,'generated','queens-8x8-73d33b666a1e21da',NULL,'2026-12-03T05:48:37Z');
INSERT INTO puzzle_sources VALUES(6,'generated','queens-8x8-3fdabe86cbbeaa11',NULL,'2026-12-03T05:48:37Z');
INSERT INTO puzzle_sources VALUES(7,'generated','queens-8x8-77cbc4a133c2d0f6',NULL,'2026-12-03T05:48:37Z');
INSERT INTO puzzle_sources VALUES(8,'generated','queens-8x8-53fcd6513d02befe',NULL,'2026-12-03T05:48:37Z');
INSERT INTO puzzle_sources VALUES(9,'generated','queens-8x8-225ec07a99506761',NULL,'2026-12-03T05:48:37Z');
INSERT INTO puzzle_sources VALUES(10,'generated','queens-8x8-69c3a27688795369',NULL,'2026-12-03T05:48:37Z');
INSERT INTO puzzle_sources VALUES(11,'generated','queens-8x8-1a82e79b05b5faeb',NULL,'2026-12-03T05:48:37Z');
INSERT INTO puzzle_sources VALUES(12,'generated','queens-8x8-f5ba4eb728dd632c',NULL,'2026-12-03T05:48:37Z');
INSERT INTO puzzle_sources VALUES(13,'generated','tango-6x6-63cbe1e459320dd7',NULL,'2026-12-03T05:48:38Z');
INSERT INTO puzzle_sources VALUES(14,'generated','tango-6x6-044c3cd7f43c661c',NULL,'2026-12-03T05:48:38Z');
INSERT INTO puzzle_sources VALUES(15,'generated','tango-6x6-e6984080bab12a02',NULL,'2026-12-03T05:48:38Z');
INSERT INTO puzzle_sources VALUES(16,'generated','tango-6x6-953aeb70673e29cb',NULL,'2026-12-03T05:48:38Z');
INSERT INTO puzzle_sources VALUES(17,'generated','tango-6x6-73d33b666a1e21da',NULL,'2026-12-03T05:48:38Z');
INSERT INTO puzzle_sources VALUES(18,'generated','tango-6x6-3fdabe86cbbeaa11',NULL,'2026-12-03T05:48:38Z');
INSERT INTO puzzle_sources VALUES(19,'generated','zip-5x5-63cbe1e459320dd7',NULL,'2026-12-03T05:48:40Z');
INSERT INTO puzzle_sources VALUES(20,'generated','zip-5x5-044c3cd7f43c661c',NULL,'2026-12-03T05:48:40Z');
INSERT INTO puzzle_sources VALUES(21,'generated','zip-5x5-e6984080bab12a02',NULL,'2026-12-03T05:48:40Z');
INSERT INTO puzzle_sources VALUES(22,'generated','zip-5x5-953aeb70673e29cb',NULL,'2026-12-03T05:48:40Z');
INSERT INTO puzzle_sources VALUES(23,'generated','tango-6x6-aac8632b58f9964f',NULL,'2026-12-03T05:48:40Z');
INSERT INTO puzzle_sources VALUES(24,'generated','tango-6x6-80746bc829a64063',NULL,'2026-12-03T05:48:40Z');
INSERT INTO puzzle_sources VALUES(25,'generated','tango-6x6-586cf6ae7bc31952',NULL,'2026-12-03T05:48:40Z');
INSERT INTO puzzle_sources VALUES(26,'generated','tango-6x6-2406ac2bbba2e1e9',NULL,'2026-12-03T05:48:40Z');
INSERT INTO puzzle_sources VALUES(27,'generated','tango-6x6-02099b6604d1a99a',NULL,'2026-12-03T05:48:40Z');
INSERT INTO puzzle_sources VALUES(28,'generated','tango-6x6-fdd76c8dd34236aa',NULL,'2026-12-03T05:48:40Z');
INSERT INTO puzzle_sources VALUES(29,'generated','tango-6x6-e99809f2a60407a9',NULL,'2026-12-03T05:48:40Z');
INSERT INTO puzzle_sources VALUES(30,'generated','tango-6x6-ce65f501c4a44559',NULL,'2026-12-03T05:48:40Z');
INSERT INTO puzzle_sources VALUES(31,'generated','queens-9x9-44f94d92b20f52d6',NULL,'2026-12-03T05:48:40Z');
INSERT INTO puzzle_sources VALUES(32,'generated','queens-9x9-f22ff793fecbf65b',NULL,'2026-12-03T05:48:40Z');
INSERT INTO puzzle_sources VALUES(33,'generated','queens-9x9-7a8601644c294486',NULL,'2026-12-03T05:48:40Z');
INSERT INTO puzzle_sources VALUES(34,'generated','queens-9x9-7e3a9241f3abeac1',NULL,'2026-12-03T05:48:40Z');
INSERT INTO puzzle_sources VALUES(35,'generated','tango-6x6-fa6822bbf1eba73a',NULL,'2026-12-03T05:48:40Z');
INSERT INTO puzzle_sources VALUES(36,'generated','tango-6x6-e3a28733e958a0cc',NULL,'2026-12-03T05:48:40Z');
INSERT INTO puzzle_sources VALUES(37,'generated','tango-6x6-61f001ba7dc6848c',NULL,'2026-12-03T05:48:40Z');
INSERT INTO puzzle_sources VALUES(38,'generated','tango-6x6-6a3f167302b9adc4',NULL,'2026-12-03T05:48:40Z');
INSERT INTO puzzle_sources VALUES(39,'corpus8.jsonl','writeup-heuristics-example','{"solution":[3,5,1,7,0,2,6,4],"solutions":1,"source":"seeds/002 heuristics write-up (queen columns 3,5,1,7,0,2,6,4)","tier":"basic"}','2026-12-03T05:48:45Z');
INSERT INTO puzzle_sources VALUES(40,'corpus8.jsonl','handmade-1x1','{"solution":[0],"solutions":1,"source":"hand-made: trivial 1x1","tier":"basic"}','2026-12-03T05:48:45Z');
INSERT INTO puzzle_sources VALUES(39,'corpus8.jsonl','linkedin-1','{"solution":[3,5,1,7,0,2,6,4],"solutions":1,"source":"shared/corpus-ext/queens_community.json level1","tier":"basic"}','2026-12-03T05:48:45Z');
INSERT INTO puzzle_sources VALUES(41,'corpus8.jsonl','linkedin-336','{"solution":[4,7,2,0,6,8,5,3,1],"solutions":1,"source":"shared/corpus-ext/queens_community.json level336 (region not 4-connected)","tier":"basic"}','2026-12-03T05:48:45Z');
INSERT INTO puzzle_sources VALUES(42,'corpus8.jsonl','linkedin-100','{"solution":[7,9,5,1,8,6,4,2,0,10,3],"solutions":1,"source":"shared/corpus-ext/queens_community.json level100","tier":"pigeonhole"}','2026-12-03T05:48:45Z');
INSERT INTO puzzle_sources VALUES(43,'generated','queens-8x8-8dfaeee3823fb3f1',NULL,'2026-12-03T05:48:45Z');
INSERT INTO puzzle_sources VALUES(44,'generated','queens-8x8-6697f1a90ced0e5e',NULL,'2026-12-03T05:48:45Z');
INSERT INTO puzzle_sources VALUES(45,'generated','queens-8x8-3533feca78516c6a',NULL,'2026-12-03T05:48:45Z');
INSERT INTO puzzle_sources VALUES(46,'generated','queens-8x8-6c2d17b563f12743',NULL,'2026-12-03T05:48:45Z');
CREATE TABLE tier_ranks (
  game TEXT NOT NULL,
  tier TEXT NOT NULL,                         -- a tier name, or 'search' (after the last)
  rank INTEGER NOT NULL,                      -- 0 = easiest
  PRIMARY KEY (game, tier)
);
INSERT INTO tier_ranks VALUES('queens','basic',0);
INSERT INTO tier_ranks VALUES('queens','shapes',1);
INSERT INTO tier_ranks VALUES('queens','pigeonhole',2);
INSERT INTO tier_ranks VALUES('queens','contradiction',3);
INSERT INTO tier_ranks VALUES('queens','search',4);
INSERT INTO tier_ranks VALUES('tango','basic',0);
INSERT INTO tier_ranks VALUES('tango','signs',1);
INSERT INTO tier_ranks VALUES('tango','near_complete',2);
INSERT INTO tier_ranks VALUES('tango','line',3);
INSERT INTO tier_ranks VALUES('tango','cross_line',4);
INSERT INTO tier_ranks VALUES('tango','contradiction',5);
INSERT INTO tier_ranks VALUES('tango','search',6);
INSERT INTO tier_ranks VALUES('zip','basic',0);
INSERT INTO tier_ranks VALUES('zip','regions',1);
INSERT INTO tier_ranks VALUES('zip','parity',2);
INSERT INTO tier_ranks VALUES('zip','contradiction',3);
INSERT INTO tier_ranks VALUES('zip','search',4);
INSERT INTO tier_ranks VALUES('tents','basic',0);
INSERT INTO tier_ranks VALUES('tents','tricky',1);
INSERT INTO tier_ranks VALUES('tents','matching',2);
INSERT INTO tier_ranks VALUES('tents','starving',3);
INSERT INTO tier_ranks VALUES('tents','pair',4);
INSERT INTO tier_ranks VALUES('tents','contradiction',5);
INSERT INTO tier_ranks VALUES('tents','search',6);
INSERT INTO tier_ranks VALUES('sudoku','hidden_single',0);
INSERT INTO tier_ranks VALUES('sudoku','naked_single',1);
INSERT INTO tier_ranks VALUES('sudoku','locked_candidates',2);
INSERT INTO tier_ranks VALUES('sudoku','naked_subset',3);
INSERT INTO tier_ranks VALUES('sudoku','hidden_subset',4);
INSERT INTO tier_ranks VALUES('sudoku','fish',5);
INSERT INTO tier_ranks VALUES('sudoku','wing',6);
INSERT INTO tier_ranks VALUES('sudoku','contradiction',7);
INSERT INTO tier_ranks VALUES('sudoku','search',8);
CREATE TABLE meta (
  key   TEXT PRIMARY KEY,                     -- 'grader_version'
  value TEXT NOT NULL
);
INSERT INTO meta VALUES('grader_version','5');
CREATE TABLE solve_times (
  id          INTEGER PRIMARY KEY,
  puzzle_id   INTEGER NOT NULL REFERENCES puzzles(id) ON DELETE CASCADE,
  player      TEXT NOT NULL,                  -- the name in the file, as given
  seconds     REAL NOT NULL CHECK (seconds > 0),
  solved_on   TEXT,                           -- YYYY-MM-DD, NULL when the file gave none
  hints       INTEGER CHECK (hints >= 0),     -- hints used, NULL when the file gave none
  source      TEXT NOT NULL,                  -- the imported file's name
  run_id      INTEGER REFERENCES runs(id),
  imported_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
INSERT INTO solve_times VALUES(1,1,'ann',61.5,'2026-12-01',NULL,'t.csv',6,'2026-12-03T05:48:45Z');
INSERT INTO solve_times VALUES(2,2,'bob',45.0,NULL,NULL,'t.csv',6,'2026-12-03T05:48:45Z');
CREATE INDEX puzzles_game_size ON puzzles(game, rows, cols);
CREATE INDEX puzzles_source ON puzzles(source);
CREATE INDEX grades_tier ON grades(grader_version, max_tier);
CREATE INDEX rule_usage_rule ON rule_usage(grader_version, rule);
CREATE INDEX schedule_log_puzzle ON schedule_log(puzzle_id);
CREATE INDEX puzzle_sources_source ON puzzle_sources(source);
CREATE INDEX grades_difficulty ON grades(grader_version, difficulty);
CREATE INDEX puzzles_variant ON puzzles(game, variant);
CREATE VIEW tier_mix AS
  SELECT game, variant, rows, cols, tier, tier_rank, count(*) AS puzzles
  FROM puzzle_grades GROUP BY game, variant, rows, cols, tier, tier_rank;
CREATE VIEW rule_usage_by_tier AS
  SELECT pg.game, pg.tier, pg.tier_rank, u.rule, u.tier AS rule_tier,
         count(*) AS puzzles, sum(u.hits) AS hits,
         round(1.0 * count(*) / (SELECT count(*) FROM puzzle_grades x
                                 WHERE x.game = pg.game AND x.tier = pg.tier), 4) AS share,
         round(1.0 * sum(u.hits) / (SELECT count(*) FROM puzzle_grades x
                                    WHERE x.game = pg.game AND x.tier = pg.tier), 4) AS mean_hits
  FROM puzzle_grades pg
  JOIN rule_usage u ON u.puzzle_id = pg.puzzle_id AND u.grader_version = pg.grader_version
  GROUP BY pg.game, pg.tier, pg.tier_rank, u.rule, u.tier;
CREATE UNIQUE INDEX daily_series_number ON daily(series, number);
CREATE UNIQUE INDEX solve_times_solve
  ON solve_times(puzzle_id, player, seconds, coalesce(solved_on, ''), coalesce(hints, -1));
CREATE INDEX solve_times_player ON solve_times(player);
CREATE UNIQUE INDEX daily_date_series ON daily(date, series);
CREATE VIEW puzzle_grades AS
  SELECT p.id AS puzzle_id, p.game, p.variant, p.rows, p.cols, p.source, p.external_id,
         p.generator, g.status, g.max_tier AS tier, t.rank AS tier_rank, g.steps, g.micros,
         g.grader_version, g.difficulty, g.band, g.bottleneck_steps, g.mean_available,
         g.technique, g.technique_level, g.minutes, g.calibration
  FROM puzzles p
  JOIN grades g ON g.puzzle_id = p.id
               AND g.grader_version = (SELECT value FROM meta WHERE key = 'grader_version')
  LEFT JOIN tier_ranks t ON t.game = p.game AND t.tier = g.max_tier;
CREATE VIEW schedule AS
  SELECT d.date,
         CASE CAST(strftime('%w', d.date) AS INTEGER)
           WHEN 0 THEN 'sunday' WHEN 1 THEN 'monday' WHEN 2 THEN 'tuesday'
           WHEN 3 THEN 'wednesday' WHEN 4 THEN 'thursday' WHEN 5 THEN 'friday'
           ELSE 'saturday' END AS weekday,
         d.game, d.number, d.puzzle_id, p.rows, p.cols, pg.tier, pg.tier_rank, p.source,
         pg.difficulty, pg.band, p.variant, d.series, pg.technique, pg.technique_level,
         pg.minutes
  FROM daily d
  JOIN puzzles p ON p.id = d.puzzle_id
  LEFT JOIN puzzle_grades pg ON pg.puzzle_id = d.puzzle_id;
CREATE VIEW puzzle_rule_usage AS
  SELECT pg.puzzle_id, pg.game, pg.variant, pg.rows, pg.cols, pg.tier, pg.tier_rank,
         pg.difficulty, pg.band, pg.technique_level, pg.minutes,
         u.rule, u.tier AS rule_tier, u.hits,
         d.date,
         CASE CAST(strftime('%w', d.date) AS INTEGER)
           WHEN 0 THEN 'sunday' WHEN 1 THEN 'monday' WHEN 2 THEN 'tuesday'
           WHEN 3 THEN 'wednesday' WHEN 4 THEN 'thursday' WHEN 5 THEN 'friday'
           WHEN 6 THEN 'saturday' END AS weekday,
         d.series, d.number
  FROM puzzle_grades pg
  JOIN rule_usage u ON u.puzzle_id = pg.puzzle_id AND u.grader_version = pg.grader_version
  LEFT JOIN daily d ON d.puzzle_id = pg.puzzle_id;
COMMIT;

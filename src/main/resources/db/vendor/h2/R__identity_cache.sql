-- H2 keeps the next value of an identity column in the database's schema and writes it there every 32 values (its
-- default cache), in a transaction of its own. Every commit is written to the file before it returns
-- (WRITE_DELAY=0, see Database.file), so that was one more write of the file for every 32 rows: for 10,000 order
-- mails of five blocks, 1,560 writes for the queue alone, more than the intake's own commits once these are made a
-- few dozen mails at a time (bench/intake.md). With a cache of 1,024 the value is written every 1,024 rows; the
-- queue, five rows a mail, and the outbox take 16,384, since each such write still cost a few milliseconds of the
-- intake's one thread. A robot killed (not stopped) skips at most that many ids; ids are only ever compared, never
-- counted. The inbox keeps 1,024: its ids are the numbers moderators read. Repeatable, not
-- versioned: it changes no table, so it takes no place in the numbered history, and it is applied again only if
-- this file changes.
ALTER TABLE inbox ALTER COLUMN id SET CACHE 1024;
ALTER TABLE order_queue ALTER COLUMN id SET CACHE 16384;
ALTER TABLE outbox ALTER COLUMN id SET CACHE 16384;

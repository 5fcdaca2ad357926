-- H2's repeatable migration of the same name gives its busiest identity columns a larger cache, so that their next
-- value is not written to the file every 32 rows. PostgreSQL logs a sequence's value in its WAL, with the rest of the
-- transaction: nothing to do here. The file is kept so both vendors have the same migration history.
SELECT 1;

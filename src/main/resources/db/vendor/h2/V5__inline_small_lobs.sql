-- Keep BLOB/CLOB values of up to 16 KiB inside their row instead of H2's separate LOB store (default: 256 bytes).
-- Nearly every order mail (inbox.raw, ~2 KiB) and acknowledgement (outbox.mime) is such a value; a separate LOB
-- costs several extra map writes and a copy on insert, and another look-up on read (bench/intake.md: about a
-- tenth of the intake). Larger values (long mails, reports with maps) still go to the LOB store. The setting is
-- persistent in the database file and applies to values written from now on.
SET MAX_LENGTH_INPLACE_LOB 16384;

-- Store the mail bytes out of line without compressing them (STORAGE EXTERNAL). A report is some 45 KB of MIME, most
-- of it base64 PNG maps that pglz barely shrinks, yet PostgreSQL tried to compress every one: at a deadline of 4,020
-- reports the outbox INSERTs were three quarters of the database's CPU (docs/scaling.md, "Measured"). The disk grows by
-- what pglz saved on the text parts. Applies to values written from now on.
ALTER TABLE outbox ALTER COLUMN mime SET STORAGE EXTERNAL;
ALTER TABLE inbox ALTER COLUMN raw SET STORAGE EXTERNAL;

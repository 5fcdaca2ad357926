-- PostgreSQL's V11 turns off compression of the stored mail bytes; H2 does not compress LOBs, so there is nothing to
-- do here. The version is kept so both vendors have the same migration history.
SELECT 1;

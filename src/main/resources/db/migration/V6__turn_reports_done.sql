-- A turn's reports are queued after the turn itself commits, a few at a time, so the first ones can be sent while
-- the rest are still being drawn. This marks the turns whose reports are all in the outbox; a turn left FALSE by a
-- crash is replayed from its stored state, orders and seed (the engine is deterministic) and its missing reports
-- queued then. Turns from before this migration had every report queued in their own transaction.
ALTER TABLE turn ADD COLUMN reports_done BOOLEAN NOT NULL DEFAULT TRUE;

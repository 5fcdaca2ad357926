-- A player fills a role slot of the scenario (e.g. "taylor"); he may sign PLAYER blocks with it.
ALTER TABLE player ADD COLUMN role VARCHAR(64) NOT NULL DEFAULT '';
-- Turn reports already queued for a turn, so a turn re-run after a crash never mails twice (see outbox.dedup_key).
ALTER TABLE turn ADD COLUMN summary VARCHAR(4000) NOT NULL DEFAULT '';

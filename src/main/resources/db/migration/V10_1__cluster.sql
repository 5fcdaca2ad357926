-- Several robots on one PostgreSQL database (docs/scaling.md). The same SQL on H2, which keeps one robot.

-- Bumped by every change to a game's row or stored position, so a robot whose cache holds the game can see that
-- another robot changed it (a turn, a rollback, a pause) and read it again.
ALTER TABLE game ADD COLUMN revision BIGINT DEFAULT 0 NOT NULL;

-- The robot instance that marked an outbox row SENDING: the row is in doubt only once that robot is gone.
ALTER TABLE outbox ADD COLUMN sender VARCHAR(200);

-- Settings the robots sharing the database agree on, e.g. the name of their Quartz scheduler.
CREATE TABLE cluster_setting (
    name     VARCHAR(64)  PRIMARY KEY,
    setting  VARCHAR(400) NOT NULL
);

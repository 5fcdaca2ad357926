-- What the sender wrote, as opposed to what relays added: a SHA-256 over the Message-ID, From, Date and the decoded
-- text (see intake.SenderFingerprint). Two deliveries of one mail differ in their Received: headers, so their raw
-- hashes differ; this one does not, and the intake answers and queues only the first.
ALTER TABLE inbox ADD COLUMN sender_hash CHAR(64);
CREATE INDEX inbox_sender_hash ON inbox(sender_hash);
-- A mail over the size limit is kept as its headers only; this is its real size, so the intake can tell the sender.
ALTER TABLE inbox ADD COLUMN oversize BIGINT;

-- Short notices to the commander or deputy of a unit that someone else's mail named (a refused password, orders
-- from the deputy): at most one per person, game and kind within a window; the rest are counted and told next time.
CREATE TABLE owner_notice (
    game_id      VARCHAR(64) NOT NULL REFERENCES game(id) ON DELETE CASCADE,
    player_id    BIGINT      NOT NULL REFERENCES player(id) ON DELETE CASCADE,
    kind         VARCHAR(32) NOT NULL,
    last_sent_at TIMESTAMP WITH TIME ZONE NOT NULL,
    suppressed   INT         NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, player_id, kind)
);

-- A player's own time zone (TIME ZONE in a PLAYER block, or time-zone in the game file): deadlines are also shown
-- in it. Empty: the game's zone only.
ALTER TABLE player ADD COLUMN time_zone VARCHAR(64) NOT NULL DEFAULT '';

-- An archived game keeps its history but runs no more deadlines and answers mails with a notice.
ALTER TABLE game ADD COLUMN archived_at TIMESTAMP WITH TIME ZONE;

-- Running a war for a year: moderators' commands, players' requests, deadline rules, rollback.

-- A moderator's PAUSE (by mail or command line) stands beside the game file's "paused": who paused it and when.
ALTER TABLE game ADD COLUMN paused_by VARCHAR(400);

-- A player whose seat a moderator gave to someone else (REPLACE): kept for the record, never matched again.
ALTER TABLE player ADD COLUMN retired_at TIMESTAMP WITH TIME ZONE;
-- READY: the number of the turn the player declared himself ready for (stale once that turn has run).
ALTER TABLE player ADD COLUMN ready_for INT NOT NULL DEFAULT 0;

-- A waiting block that will never be used, and why (its sender's seat was given to someone else). Kept, not deleted.
ALTER TABLE order_queue ADD COLUMN dropped VARCHAR(400);

-- How many times a rollback re-ran this turn: its reports' outbox keys carry it, so corrections are new mails.
ALTER TABLE turn ADD COLUMN revision INT NOT NULL DEFAULT 0;

-- Each scheduled deadline as the robot handles it: WAITING (not reached, holds an extension), OPEN (reached, the
-- turn not run: extended, in grace or postponed), RAN, SKIPPED (passed while an earlier one was still open, or
-- run early), FAILED (the turn threw; a moderator's RUN NOW tries again).
CREATE TABLE deadline_slot (
    game_id       VARCHAR(64) NOT NULL,
    slot_at       TIMESTAMP WITH TIME ZONE NOT NULL,
    status        VARCHAR(16) NOT NULL,
    shift_seconds BIGINT      NOT NULL DEFAULT 0,
    postponed     INT         NOT NULL DEFAULT 0,
    reached_at    TIMESTAMP WITH TIME ZONE,
    closed_at     TIMESTAMP WITH TIME ZONE,
    detail        VARCHAR(2000) NOT NULL DEFAULT '',
    PRIMARY KEY (game_id, slot_at)
);

-- Every moderator action, by mail or command line, done or refused (forged commands included). Kept when a game is
-- deleted: it is the robot's record of who did what.
CREATE TABLE moderator_audit (
    id       BIGINT AUTO_INCREMENT PRIMARY KEY,
    game_id  VARCHAR(64)   NOT NULL,
    at       TIMESTAMP WITH TIME ZONE NOT NULL,
    actor    VARCHAR(400)  NOT NULL,
    channel  VARCHAR(8)    NOT NULL,   -- MAIL | CLI
    command  VARCHAR(2000) NOT NULL,
    outcome  VARCHAR(16)   NOT NULL,   -- DONE | REFUSED | FAILED | QUEUED
    detail   VARCHAR(4000) NOT NULL DEFAULT ''
);
CREATE INDEX moderator_audit_game ON moderator_audit(game_id, at, id);

-- Work a mail asked for that is done after its answer, on the robot's worker: a moderator's commands, a player's
-- SEND REPORTS. Committed with the answer, so a crash cannot lose it; carried out once (status DONE).
CREATE TABLE robot_request (
    id          BIGINT AUTO_INCREMENT PRIMARY KEY,
    game_id     VARCHAR(64)  NOT NULL,
    inbox_id    BIGINT,
    player_id   BIGINT       NOT NULL,
    kind        VARCHAR(16)  NOT NULL,   -- MODERATOR | REPORTS
    body        CLOB         NOT NULL,   -- the request's lines, in normal form
    status      VARCHAR(16)  NOT NULL,   -- PENDING | DONE | FAILED
    created_at  TIMESTAMP WITH TIME ZONE NOT NULL,
    done_at     TIMESTAMP WITH TIME ZONE,
    result      VARCHAR(4000) NOT NULL DEFAULT ''
);
CREATE INDEX robot_request_pending ON robot_request(status, id);

-- ADDRESS new@example: the change waits for the code mailed to the new address (only its hash is kept).
CREATE TABLE address_change (
    id            BIGINT AUTO_INCREMENT PRIMARY KEY,
    game_id       VARCHAR(64)  NOT NULL,
    player_id     BIGINT       NOT NULL,
    new_email     VARCHAR(320) NOT NULL,
    code_hash     CHAR(64)     NOT NULL,
    requested_at  TIMESTAMP WITH TIME ZONE NOT NULL,
    expires_at    TIMESTAMP WITH TIME ZONE NOT NULL,
    status        VARCHAR(16)  NOT NULL    -- PENDING | CONFIRMED | WITHDRAWN
);

-- ROLLBACK TO TURN n: what the re-run replaced, so nothing is lost.
CREATE TABLE rollback (
    id        BIGINT AUTO_INCREMENT PRIMARY KEY,
    game_id   VARCHAR(64)   NOT NULL,
    to_turn   INT           NOT NULL,
    at        TIMESTAMP WITH TIME ZONE NOT NULL,
    actor     VARCHAR(400)  NOT NULL,
    edits     CLOB          NOT NULL,
    summary   VARCHAR(4000) NOT NULL DEFAULT ''
);
CREATE TABLE rolled_back_turn (
    rollback_id  BIGINT      NOT NULL,
    game_id      VARCHAR(64) NOT NULL,
    turn         INT         NOT NULL,
    revision     INT         NOT NULL,
    state        CLOB        NOT NULL,   -- the state the turn had produced
    orders       CLOB        NOT NULL,   -- its frozen orders: unit, source, lines
    events       CLOB        NOT NULL,
    summary      VARCHAR(4000) NOT NULL DEFAULT '',
    PRIMARY KEY (rollback_id, turn)
);

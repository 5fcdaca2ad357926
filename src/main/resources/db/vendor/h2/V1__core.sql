-- Adjutant core schema. Every table is keyed by game so one database can host several games.

CREATE TABLE game (
    id            VARCHAR(64)  PRIMARY KEY,
    ruleset       VARCHAR(32)  NOT NULL,
    title         VARCHAR(200) NOT NULL,
    seed          BIGINT       NOT NULL,
    created_at    TIMESTAMP WITH TIME ZONE NOT NULL,
    current_turn  INT          NOT NULL DEFAULT 0   -- the last turn resolved; 0 before the first deadline
);

-- The state after each turn (turn 0 = the opening). Encoded by the ruleset.
CREATE TABLE game_state (
    game_id  VARCHAR(64) NOT NULL REFERENCES game(id),
    turn     INT         NOT NULL,
    state    CLOB        NOT NULL,
    PRIMARY KEY (game_id, turn)
);

CREATE TABLE player (
    id             BIGINT AUTO_INCREMENT PRIMARY KEY,
    game_id        VARCHAR(64)  NOT NULL REFERENCES game(id),
    name           VARCHAR(100) NOT NULL,
    email          VARCHAR(320) NOT NULL,
    password_hash  VARCHAR(300) NOT NULL,     -- Argon2/bcrypt hash, never the password
    offices        VARCHAR(1000) NOT NULL DEFAULT '',  -- comma-separated, e.g. minister:US
    moderator      BOOLEAN      NOT NULL DEFAULT FALSE,
    UNIQUE (game_id, name)
);

-- Who commands a unit now. Changes are applied in the order mails arrive (GITM 6.10).
CREATE TABLE unit_assignment (
    game_id       VARCHAR(64) NOT NULL REFERENCES game(id),
    unit_id       VARCHAR(32) NOT NULL,
    commander_id  BIGINT REFERENCES player(id),
    deputy_id     BIGINT REFERENCES player(id),
    PRIMARY KEY (game_id, unit_id)
);

-- Audit trail of password changes and reassignments (what, who, when: never a password or hash).
CREATE TABLE credential_change (
    id          BIGINT AUTO_INCREMENT PRIMARY KEY,
    game_id     VARCHAR(64) NOT NULL REFERENCES game(id),
    at          TIMESTAMP WITH TIME ZONE NOT NULL,
    kind        VARCHAR(20) NOT NULL,   -- PASSWORD | ASSIGN
    player_id   BIGINT,
    unit_id     VARCHAR(32),
    detail      VARCHAR(1000) NOT NULL DEFAULT ''
);

-- Every message fetched from the robot's mailbox, stored raw before the server copy is flagged or deleted.
CREATE TABLE inbox (
    id             BIGINT AUTO_INCREMENT PRIMARY KEY,
    message_id     VARCHAR(998) NOT NULL,    -- the Message-ID header, or a synthetic one when missing
    content_hash   CHAR(64)     NOT NULL,    -- SHA-256 of the raw bytes
    received_at    TIMESTAMP WITH TIME ZONE NOT NULL,   -- server receipt time (IMAP INTERNALDATE) or fetch time
    fetched_at     TIMESTAMP WITH TIME ZONE NOT NULL,
    source         VARCHAR(200) NOT NULL,    -- which mailbox it came from
    sender         VARCHAR(998) NOT NULL DEFAULT '',
    subject        VARCHAR(998) NOT NULL DEFAULT '',
    raw            BLOB         NOT NULL,
    status         VARCHAR(16)  NOT NULL,    -- NEW | PROCESSED | IGNORED | FAILED
    status_detail  VARCHAR(2000) NOT NULL DEFAULT '',
    game_id        VARCHAR(64),
    UNIQUE (message_id, content_hash)
);
CREATE INDEX inbox_status ON inbox(status, received_at, id);

-- Accepted order blocks, waiting for the deadline that freezes them into a turn.
CREATE TABLE order_queue (
    id           BIGINT AUTO_INCREMENT PRIMARY KEY,
    game_id      VARCHAR(64) NOT NULL REFERENCES game(id),
    unit_id      VARCHAR(32) NOT NULL,
    inbox_id     BIGINT REFERENCES inbox(id),
    block_no     INT         NOT NULL,
    player_id    BIGINT      NOT NULL REFERENCES player(id),
    role         VARCHAR(10) NOT NULL,      -- COMMANDER | DEPUTY, at the moment the mail arrived
    sender       VARCHAR(998) NOT NULL DEFAULT '',
    received_at  TIMESTAMP WITH TIME ZONE NOT NULL,
    orders       CLOB        NOT NULL,      -- normal form, one order per line
    turn         INT                        -- the turn that froze it; NULL while pending
);
CREATE INDEX order_queue_pending ON order_queue(game_id, turn, unit_id, received_at, id);

CREATE TABLE turn (
    game_id      VARCHAR(64) NOT NULL REFERENCES game(id),
    number       INT         NOT NULL,
    deadline_at  TIMESTAMP WITH TIME ZONE NOT NULL,
    ran_at       TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (game_id, number),
    UNIQUE (game_id, deadline_at)
);

-- The effective orders each unit executed in a turn (GITM 6.1, 6.9), kept so a moderator can re-run it.
CREATE TABLE turn_order (
    game_id    VARCHAR(64) NOT NULL,
    turn       INT         NOT NULL,
    unit_id    VARCHAR(32) NOT NULL,
    source     VARCHAR(10) NOT NULL,    -- SUBMITTED | DEFAULT
    queue_id   BIGINT REFERENCES order_queue(id),
    orders     CLOB        NOT NULL,
    PRIMARY KEY (game_id, turn, unit_id),
    FOREIGN KEY (game_id, turn) REFERENCES turn(game_id, number)
);

CREATE TABLE turn_event (
    game_id    VARCHAR(64) NOT NULL,
    turn       INT         NOT NULL,
    seq        INT         NOT NULL,
    phase      VARCHAR(100) NOT NULL,
    kind       VARCHAR(100) NOT NULL,
    text       VARCHAR(4000) NOT NULL,
    observers  VARCHAR(8000) NOT NULL,   -- comma-separated unit ids; empty = moderator only
    PRIMARY KEY (game_id, turn, seq),
    FOREIGN KEY (game_id, turn) REFERENCES turn(game_id, number)
);

-- Every mail the robot sends, rendered to its final bytes before the transaction that creates it commits.
CREATE TABLE outbox (
    id               BIGINT AUTO_INCREMENT PRIMARY KEY,
    dedup_key        VARCHAR(400) NOT NULL UNIQUE,   -- e.g. ack:<inbox id>, report:<game>:<turn>:<player>:<kind>
    game_id          VARCHAR(64),
    kind             VARCHAR(20)  NOT NULL,   -- ACK | REPORT | NOTICE
    message_id       VARCHAR(998) NOT NULL,   -- the Message-ID header inside mime, fixed at creation
    recipients       VARCHAR(4000) NOT NULL,  -- comma-separated envelope recipients
    subject          VARCHAR(998) NOT NULL,
    mime             BLOB         NOT NULL,
    status           VARCHAR(16)  NOT NULL,   -- PENDING | SENDING | SENT | FAILED
    attempts         INT          NOT NULL DEFAULT 0,
    next_attempt_at  TIMESTAMP WITH TIME ZONE NOT NULL,
    created_at       TIMESTAMP WITH TIME ZONE NOT NULL,
    sent_at          TIMESTAMP WITH TIME ZONE,
    last_error       VARCHAR(2000) NOT NULL DEFAULT ''
);
CREATE INDEX outbox_due ON outbox(status, next_attempt_at, id);

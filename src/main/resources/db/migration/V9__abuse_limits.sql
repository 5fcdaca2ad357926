-- Abuse limits: one row per limit and subject: wrong passwords for a unit (or a PLAYER name) and from an
-- address, an address's mails and bytes, its answers to replies to the robot's own answers, and the one short answer
-- an address registered in no game gets. A window starts at its first hit; a lock (refused unchecked, or silence)
-- lasts until locked_until. Kept in the database so that a crash or a restart does not lift a lock.
CREATE TABLE abuse_counter (
    kind         VARCHAR(16)  NOT NULL,   -- UNIT_PASSWORD | SENDER_PASSWORD | SENDER_MAILS | SENDER_BYTES | REPLY_LOOP | STRANGER
    subject      VARCHAR(400) NOT NULL,   -- game/unit, game/player:<name as written>, or a lower-case address
    window_start TIMESTAMP WITH TIME ZONE NOT NULL,
    hits         BIGINT       NOT NULL,
    locked_until TIMESTAMP WITH TIME ZONE,
    PRIMARY KEY (kind, subject)
);

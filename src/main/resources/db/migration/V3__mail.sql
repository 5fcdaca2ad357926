-- The mail capability: the robot recognises its own copy of a sent mail by Message-ID, so each outbox row needs its
-- own (MailComposer takes it from the caller, e.g. <outbox-ack-123.game@robot.example>).
CREATE UNIQUE INDEX outbox_message_id ON outbox(message_id);

-- Which sent mails a robot has copied to its sent-mail directory (docs/mail.md, "The sent-mail archive").
-- Until now each robot kept a mark in that directory, the highest outbox id it had copied: it missed a mail sent
-- after one with a higher id (a retry), and each of several robots read every mail the others sent.
ALTER TABLE outbox ADD COLUMN archived BOOLEAN DEFAULT FALSE NOT NULL;
-- Mail sent before this version was copied by the mark.
UPDATE outbox SET archived = TRUE WHERE status = 'SENT';
CREATE INDEX outbox_unarchived ON outbox(archived, status);

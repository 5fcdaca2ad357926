-- When the robots last read each mailbox: the start of a mailbox outage must outlive a restart. A
-- robot restarted while its mailbox is unreachable dated the outage from its own start, so a robot restarted more
-- often than the alert time never told the moderators. Several robots polling one mailbox share its row.
CREATE TABLE mailbox_read (
    mailbox VARCHAR(500) NOT NULL PRIMARY KEY,  -- the mailbox as the robot describes it: imap://user@host:port/folder
    read_at TIMESTAMP WITH TIME ZONE NOT NULL   -- the end of the last poll that read it whole (kept about once a minute)
);

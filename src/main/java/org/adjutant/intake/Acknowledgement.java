package org.adjutant.intake;

import java.util.List;

/**
 * The reply to one order mail: to the sender and to the registered commanders of the units it named, with every
 * block's fate. {@code gameId} is empty when the mail named no game the robot hosts.
 */
public record Acknowledgement(long inboxId, String gameId, String inReplyTo, String subjectOfOriginal,
                              List<String> recipients, boolean checkOnly, List<BlockResult> blocks,
                              List<String> notes) {
    public Acknowledgement {
        recipients = List.copyOf(recipients);
        blocks = List.copyOf(blocks);
        notes = List.copyOf(notes);
    }

    public long accepted() {
        return blocks.stream().filter(BlockResult::accepted).count();
    }

    public long rejected() {
        return blocks.size() - accepted();
    }

    /** e.g. {@code [mexico1846] orders: 3 accepted, 1 rejected}. */
    public String subject() {
        String tag = gameId.isEmpty() ? "[adjutant]" : "[" + gameId + "]";
        if (blocks.isEmpty()) {
            return tag + " orders: none found";
        }
        return tag + (checkOnly ? " check: " : " orders: ") + accepted() + " accepted, " + rejected() + " rejected";
    }
}

package org.adjutant.mail;

import java.util.List;

/**
 * One command for a whole group of mails, and if the server refuses it, each half tried again on its own, down to
 * single mails: a server may fail a whole FETCH for one mail (one another robot expunged meanwhile, one it cannot
 * parse), and the rest should not pay for it with a command each. A group of n mails with one bad mail costs about
 * 2 log2(n) commands, not n.
 */
final class Halving {
    /** A command over a group; throws if the server refused it. */
    @FunctionalInterface
    interface Command<T> {
        void run(List<T> group) throws Exception;
    }

    /** Told of each single item the command failed for even alone. */
    @FunctionalInterface
    interface Refused<T> {
        void item(T item, Exception why);
    }

    private Halving() {
    }

    /**
     * Runs {@code command} over {@code group}, halving on failure; {@code stillGoing} is asked before each retry
     * (a closed connection ends it: the rest would fail too). Returns how many commands were sent.
     */
    static <T> int run(List<T> group, Command<T> command, java.util.function.BooleanSupplier stillGoing,
            Refused<T> refused) {
        if (group.isEmpty()) {
            return 0;
        }
        try {
            command.run(group);
            return 1;
        } catch (Exception e) {
            if (group.size() == 1) {
                refused.item(group.get(0), e);
                return 1;
            }
            if (!stillGoing.getAsBoolean()) {
                group.forEach(item -> refused.item(item, e));
                return 1;
            }
            int half = group.size() / 2;
            int sent = 1 + run(group.subList(0, half), command, stillGoing, refused);
            return sent + run(group.subList(half, group.size()), command, stillGoing, refused);
        }
    }
}

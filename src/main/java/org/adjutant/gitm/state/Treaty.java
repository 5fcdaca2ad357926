package org.adjutant.gitm.state;

import java.util.Objects;

/**
 * A treaty between two Mexican states, proposed by one and concluded when the other signs the same terms (RAR 1.1-1.2;
 * docs/rules/politics.md section 6). Kept in the position: pending proposals until signed or withdrawn, concluded
 * treaties as the record of why two states stand as they do.
 *
 * @param kind     what it makes of the two states
 * @param first    the proposer, or for a concluded treaty the first of the two ids in alphabetical order
 * @param second   the other party
 * @param secret   whether it is told only to the parties (RAR 1.2)
 * @param campaign the campaign it was proposed or concluded in
 * @param turn     the turn of that campaign
 */
public record Treaty(Kind kind, String first, String second, boolean secret, int campaign, int turn) {
    /** The terms a treaty may carry (RAR 1.1: alliances and declarations of peace). */
    public enum Kind {
        /** Allied (GITM 1.4): they pass through, stand with and supply each other, and fight on one side. */
        ALLIANCE(Relation.ALLIED),
        /** Neutral towards each other (GITM 1.4): no battles between them, no passage or supply either. */
        PEACE(Relation.NEUTRAL);

        private final Relation relation;

        Kind(Relation relation) {
            this.relation = relation;
        }

        public Relation relation() {
            return relation;
        }

        /** "an alliance", "a peace". */
        public String words() {
            return this == ALLIANCE ? "an alliance" : "a peace";
        }

        /** "alliance", "peace". */
        public String noun() {
            return this == ALLIANCE ? "alliance" : "peace";
        }
    }

    public Treaty {
        Objects.requireNonNull(kind);
        if (first == null || second == null || first.equals(second)) {
            throw new IllegalArgumentException("a treaty needs two different states");
        }
    }

    /** Whether this is about the same two states, either way round. */
    public boolean between(String a, String b) {
        return first.equals(a) && second.equals(b) || first.equals(b) && second.equals(a);
    }

    /** The same terms with the parties in alphabetical order, as a concluded treaty is kept. */
    public Treaty concluded(int campaignNo, int turnNo) {
        return first.compareTo(second) < 0 ? new Treaty(kind, first, second, secret, campaignNo, turnNo)
                : new Treaty(kind, second, first, secret, campaignNo, turnNo);
    }
}

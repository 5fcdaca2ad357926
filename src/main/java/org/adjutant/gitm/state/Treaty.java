package org.adjutant.gitm.state;

import java.util.Locale;

/**
 * A change of relation between two states that the game has recorded (RAR 1; docs/rules/politics.md sections 5-6): a
 * treaty of alliance or of peace both states signed, or one state's declaration of war on another.
 *
 * @param kind     alliance, peace or war
 * @param first    the first state, ids in alphabetical order
 * @param second   the second state
 * @param secret   a secret treaty, known only to the two states' officers (RAR 1.2); a declaration of war is public
 * @param campaign the campaign of the turn it took effect at the end of
 * @param turn     that turn
 */
public record Treaty(Kind kind, String first, String second, boolean secret, int campaign, int turn) {
    /** What a treaty makes of two states' relation. */
    public enum Kind {
        ALLIANCE(Relation.ALLIED), PEACE(Relation.NEUTRAL), WAR(Relation.HOSTILE);

        private final Relation relation;

        Kind(Relation relation) {
            this.relation = relation;
        }

        /** The relation the two states stand in once it takes effect. */
        public Relation relation() {
            return relation;
        }

        /** "alliance", "peace", "war". */
        public String words() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public Treaty {
        if (kind == null || first == null || second == null || first.equals(second)) {
            throw new IllegalArgumentException("a treaty needs a kind and two different states");
        }
        if (first.compareTo(second) > 0) {
            String t = first;
            first = second;
            second = t;
        }
        if (kind == Kind.WAR && secret) {
            throw new IllegalArgumentException("a declaration of war is public");
        }
    }

    /** Whether {@code state} is one of its two parties. */
    public boolean concerns(String state) {
        return first.equals(state) || second.equals(state);
    }

    /** The party that is not {@code state}. */
    public String other(String state) {
        return first.equals(state) ? second : first;
    }
}

package org.adjutant.config;

import java.util.List;
import java.util.Objects;

/**
 * Who stands by to take over a silent role, and when a role counts as silent ({@code standbys:} and
 * {@code silent-players:} in the game file, docs/moderators.md "Standbys and silent players").
 *
 * @param list         the standbys the file names, in the order they are offered a seat (those who joined by mail
 *                     or were added by a moderator's command come after them)
 * @param silentAfter  how many turns in a row without orders make a role silent; 0: the robot never counts
 * @param offer        what happens to a silent role
 * @param volunteers   whether anyone may join the list by mail ({@code STANDBY}, his address proven by a code)
 */
public record Standbys(List<Standby> list, int silentAfter, Offer offer, boolean volunteers) {
    /** A game that keeps no count of silent roles, names no standby and takes no volunteer. */
    public static final Standbys NONE = new Standbys(List.of(), 0, Offer.APPROVE, false);

    /** What the robot does once a role is silent. */
    public enum Offer {
        /** The moderators are mailed a proposal and seat the next standby with {@code APPROVE STANDBY <role>}. */
        APPROVE,
        /** The next standby is seated at once, without waiting for a moderator. */
        AUTO
    }

    /**
     * One standby of the file.
     *
     * @param zone the IANA zone he reads deadlines in once seated; empty for the game's
     */
    public record Standby(String name, String email, String zone) {
        public Standby {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(email, "email");
            zone = zone == null ? "" : zone;
        }
    }

    public Standbys {
        list = List.copyOf(list);
        Objects.requireNonNull(offer, "offer");
        if (silentAfter < 0) {
            throw new IllegalArgumentException("silent-after is a number of turns, at least 1 (0: off)");
        }
    }

    /** Whether the robot counts silent roles at all. */
    public boolean countsSilence() {
        return silentAfter > 0;
    }
}

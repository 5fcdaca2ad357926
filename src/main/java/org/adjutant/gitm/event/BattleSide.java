package org.adjutant.gitm.event;

/** A side of a battle as the battle's record names it (GITM 8.3): the attackers, the defenders, or neither. */
public enum BattleSide {
    ATTACKERS, DEFENDERS, NEITHER;

    public String words() {
        return switch (this) {
            case ATTACKERS -> "the attackers";
            case DEFENDERS -> "the defenders";
            case NEITHER -> "neither side";
        };
    }
}

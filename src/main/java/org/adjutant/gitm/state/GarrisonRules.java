package org.adjutant.gitm.state;

import java.util.Optional;

/**
 * Whose off-map ports take a unit into their garrison (docs/rules/naval.md section 18): only one its own state or an
 * ally holds. The landing from a transport group, the deployment turn and the unloading of a peace turn all ask here,
 * so a player reads the same reason whichever way he tried.
 */
public final class GarrisonRules {
    private GarrisonRules() {
    }

    /**
     * Why units of {@code unitState} may not go into this port's garrison: it is held by nobody in the game, by a
     * neutral or by an enemy (docs/rules/naval.md section 18, GITM 11.4).
     */
    public static Optional<String> closedTo(GitmState state, String unitState, OffMapPort port) {
        Optional<String> holder = port.holder().filter(h -> state.state(h).isPresent());
        if (holder.isEmpty()) {
            return Optional.of(port.name() + " is a neutral harbour, held by no state of this game: units go into the"
                    + " garrisons only of off-map ports their own side holds (GITM 7.17, 7.18; docs/rules/naval.md"
                    + " section 18)");
        }
        if (holder.get().equals(unitState)) {
            return Optional.empty();
        }
        Relation r = state.relation(unitState, holder.get());
        if (r == Relation.ALLIED) {
            return Optional.empty();
        }
        if (r == Relation.HOSTILE) {
            return Optional.of(port.name() + " is held by " + holder.get() + ", an enemy: an off-map port lies beyond"
                    + " the land map, where no battle is fought, so no landing is made against its garrison"
                    + " (GITM 11.4; docs/rules/naval.md section 18)");
        }
        return Optional.of(port.name() + " is held by " + holder.get() + ", a neutral state: units go into the"
                + " garrisons only of off-map ports their own side holds (GITM 7.17, 7.18; docs/rules/naval.md"
                + " section 18)");
    }
}

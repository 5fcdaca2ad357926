package org.adjutant.gitm.state;

import java.util.List;
import java.util.Optional;

/**
 * A port beyond the strategic map (GITM 7.17, SoW-2018 2.1-2.3; docs/rules/sow.md sections 3, 14): transports reach
 * it, it earns its holder {@code 20 x level} a turn (three quarters for a holder other than the first), and a holder
 * may buy supplies into its store.
 *
 * @param name        as players write it, e.g. "New York"
 * @param level       its worth, as a city's level; 0 earns nothing
 * @param firstHolder the state that held it at the start of the game; empty for a foreign power's port (Havana)
 * @param holder      the state that holds it now; empty when no state of the game does
 * @param supplies    supplies in its store (bought there, SoW 6)
 */
public record OffMapPort(String name, int level, Optional<String> firstHolder, Optional<String> holder,
                         int supplies) {
    /**
     * The ports a game has when its scenario lists none (and every state saved before ports were kept): the Atlantic
     * and Gulf ports the United States shipped from, held by it, and Spanish Havana, all at level 0, so that nothing
     * earns and older games go on as they did.
     */
    public static final List<OffMapPort> DEFAULTS = List.of(
            held("New York"), held("Boston"), held("Philadelphia"), held("Baltimore"), held("Norfolk"),
            held("Charleston"), held("Savannah"),
            new OffMapPort("Havana", 0, Optional.empty(), Optional.empty(), 0));

    public OffMapPort {
        name = name == null ? "" : name.strip();
        if (name.isEmpty()) {
            throw new IllegalArgumentException("an off-map port needs a name");
        }
        if (level < 0 || supplies < 0) {
            throw new IllegalArgumentException(name + ": level " + level + " and supplies " + supplies
                    + " cannot be negative");
        }
        firstHolder = firstHolder == null ? Optional.empty() : firstHolder;
        holder = holder == null ? Optional.empty() : holder;
    }

    private static OffMapPort held(String name) {
        return new OffMapPort(name, 0, Optional.of("US"), Optional.of("US"), 0);
    }

    public boolean heldBy(String state) {
        return holder.filter(state::equals).isPresent();
    }

    /** Held by the state that held it at the start (SoW-2018 2.3: full income). */
    public boolean heldByFirstHolder() {
        return holder.isPresent() && holder.equals(firstHolder);
    }

    public OffMapPort withSupplies(int value) {
        return new OffMapPort(name, level, firstHolder, holder, value);
    }
}

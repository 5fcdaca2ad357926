package org.adjutant.gitm.state;

import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.map.Nation;

/**
 * How the war can be won (docs/rules/victory.md, designed): the scenario's conditions, checked in their order at the
 * end of every turn, the side that wins when the scenario's last turn ends with none of them met, and, once one is
 * met, the victory itself, which ends the game.
 *
 * @param conditions the conditions, the first met winning
 * @param atEnd      the side that wins when the last turn ends undecided; empty: the war ends with no victor
 * @param decided    the victory, once won
 */
public record VictoryTerms(List<Condition> conditions, Optional<Nation> atEnd, Optional<Victory> decided) {
    /** No conditions, no victor at the end: a scenario that says nothing. */
    public static final VictoryTerms NONE = new VictoryTerms(List.of(), Optional.empty(), Optional.empty());

    public VictoryTerms {
        conditions = List.copyOf(conditions);
        atEnd = atEnd == null ? Optional.empty() : atEnd;
        decided = decided == null ? Optional.empty() : decided;
    }

    /** A condition that wins the war for {@link #winner()} when it holds at the end of a turn. */
    public sealed interface Condition permits Holds, ArmyLost {
        Nation winner();

        /** What the condition is, in a player's words (the final report and the event quote it). */
        String name();
    }

    /**
     * {@code winner}'s states together hold every one of {@code cities} at the end of a turn, on or after
     * {@code fromCampaign}.
     */
    public record Holds(Nation winner, List<String> cities, int fromCampaign, String name) implements Condition {
        public Holds {
            cities = List.copyOf(cities);
            if (cities.isEmpty()) {
                throw new IllegalArgumentException("a holding condition names at least one city");
            }
            if (fromCampaign < 1) {
                throw new IllegalArgumentException("a holding condition counts from campaign 1 or later: "
                        + fromCampaign);
            }
        }
    }

    /** {@code state} has fewer than {@code men} men left in its units (headquarters apart) at the end of a turn. */
    public record ArmyLost(Nation winner, String state, int men, String name) implements Condition {
        public ArmyLost {
            if (men < 1) {
                throw new IllegalArgumentException("an army is lost below 1 man or more, not " + men);
            }
        }
    }

    /**
     * The war won.
     *
     * @param winner   the side that won
     * @param how      what it won by: a condition's name, or the scenario's end
     * @param campaign the campaign of the turn that decided it
     * @param turn     that turn
     */
    public record Victory(Nation winner, String how, int campaign, int turn) {
    }

    public VictoryTerms decide(Victory victory) {
        return new VictoryTerms(conditions, atEnd, Optional.of(victory));
    }

    public boolean isDefault() {
        return equals(NONE);
    }
}

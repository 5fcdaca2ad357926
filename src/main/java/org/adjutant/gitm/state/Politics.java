package org.adjutant.gitm.state;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The politics of the Mexican states that a turn can change (docs/rules/politics.md sections 4 and 6): who is President
 * of Mexico and how the electors' ballots stand, and the treaties between Mexican states.
 *
 * @param presidency the President's office and its electors' ballots; {@link Presidency#NONE} when the game has none
 * @param proposals  treaties proposed and not yet signed by the other party, one per proposer and addressee
 * @param treaties   treaties concluded, in the order they were signed
 */
public record Politics(Presidency presidency, List<Treaty> proposals, List<Treaty> treaties) {
    /** A game without politics beyond the scenario's offices. */
    public static final Politics NONE = new Politics(Presidency.NONE);

    private static final Comparator<Treaty> PROPOSALS = Comparator.comparing(Treaty::first)
            .thenComparing(Treaty::second);

    public Politics {
        presidency = presidency == null ? Presidency.NONE : presidency;
        List<Treaty> sorted = new ArrayList<>(proposals == null ? List.of() : proposals);
        sorted.sort(PROPOSALS);
        proposals = List.copyOf(sorted);
        treaties = treaties == null ? List.of() : List.copyOf(treaties);
    }

    public Politics(Presidency presidency) {
        this(presidency, List.of(), List.of());
    }

    public boolean isDefault() {
        return equals(NONE);
    }

    public Politics withPresidency(Presidency value) {
        return new Politics(value, proposals, treaties);
    }

    public Politics withTreaties(List<Treaty> pending, List<Treaty> concluded) {
        return new Politics(presidency, pending, concluded);
    }
}

package org.adjutant.gitm.state;

/**
 * The politics of the Mexican states that a turn can change (docs/rules/politics.md section 4): who is President of
 * Mexico and how the electors' ballots stand.
 *
 * @param presidency the President's office and its electors' ballots; {@link Presidency#NONE} when the game has none
 */
public record Politics(Presidency presidency) {
    /** A game without politics beyond the scenario's offices. */
    public static final Politics NONE = new Politics(Presidency.NONE);

    public Politics {
        presidency = presidency == null ? Presidency.NONE : presidency;
    }

    public boolean isDefault() {
        return equals(NONE);
    }

    public Politics withPresidency(Presidency value) {
        return new Politics(value);
    }
}

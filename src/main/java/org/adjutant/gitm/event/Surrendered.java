package org.adjutant.gitm.event;

import java.util.Optional;
import org.adjutant.gitm.map.PlaceNames;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * A unit gave itself up: a fort's garrison whose side lost the melee (GITM 9.9, 9.2), on the terms it was granted
 * (docs/rules/gitm-9-combat.md, section 11.6), or a unit caught in a general retreat with its way out barred
 * (GITM 9.12), which is taken. A garrison granted the honours of war stays in the game: it marched out with its men
 * and arms to {@code marchedTo}, leaving the fort, its guns and its stores; otherwise the unit is gone from the game.
 *
 * @param men       the men taken or paroled; for the honours of war, the men who marched out
 * @param marchedTo where a garrison that marched out went, empty otherwise
 */
public record Surrendered(Phase when, UnitId unit, StrategicSquare square, TacticalSquare at, int men, Terms terms,
                          Optional<StrategicSquare> marchedTo, Visibility visibility) implements GitmEvent {
    /** On what terms a unit gave itself up (section 11.6). */
    public enum Terms {
        /** At discretion: every man a prisoner. */
        CAPTURED,
        /** Laid down its arms and went home on parole: the men are out of the war until exchanged. */
        PAROLED,
        /** Marched out with its men and arms to a friendly city, leaving the fort, its guns and its stores. */
        HONOURS_OF_WAR;

        /** Whether the unit is gone from the game. */
        public boolean endsTheUnit() {
            return this != HONOURS_OF_WAR;
        }
    }

    public Surrendered {
        if (marchedTo.isPresent() != (terms == Terms.HONOURS_OF_WAR)) {
            throw new IllegalArgumentException("only a garrison with the honours of war marches out somewhere");
        }
    }

    /** A surrender at discretion: every man taken. */
    public Surrendered(Phase when, UnitId unit, StrategicSquare square, TacticalSquare at, int men,
                       Visibility visibility) {
        this(when, unit, square, at, men, Terms.CAPTURED, Optional.empty(), visibility);
    }

    @Override
    public String kind() {
        return "surrendered";
    }

    @Override
    public String describe() {
        return describe(PlaceNames.GRID);
    }

    /** The surrender with its terms, its men counted exactly (the moderator's and the unit's own reading). */
    @Override
    public String describe(PlaceNames places) {
        return told(places, Count.men(men));
    }

    /**
     * The surrender with its terms and its men as {@code menTold} ("700 men", "about 700 men"): what the terms
     * were is known to both sides, since the victor granted them, and so is where a garrison that marched out was
     * bound.
     */
    public String told(PlaceNames places, String menTold) {
        String where = places.at(square, at);
        boolean one = men == 1 && menTold.equals(Count.men(1));
        return switch (terms) {
            case CAPTURED -> unit + " surrendered at discretion " + where + ": " + menTold + " taken prisoner.";
            case PAROLED -> unit + " surrendered on terms " + where + ": " + menTold
                    + (one ? " laid down his arms and was paroled." : " laid down their arms and were paroled.");
            case HONOURS_OF_WAR -> unit + " surrendered the fort " + where
                    + " on terms and marched out with the honours of war to " + places.square(marchedTo.orElseThrow())
                    + ", " + menTold + " with " + (one ? "his arms" : "their arms")
                    + "; the fort's guns and stores stayed behind.";
        };
    }
}

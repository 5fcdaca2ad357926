package org.adjutant.gitm.event;

import java.util.Objects;
import java.util.Optional;
import org.adjutant.gitm.map.PlaceNames;
import org.adjutant.gitm.naval.ShipId;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * What became of a unit still aboard a transport group when a peace or truce turn began and its commander gave it no
 * {@code LAND} (GITM 7.18; docs/rules/naval.md section 16): put ashore in a port, disbanded because the group's base
 * port is the enemy's, put into the garrison of an off-map port its side holds, or kept aboard because its side holds
 * no port to put it in. Seen by the unit and its
 * state's War Minister.
 *
 * @param state   the unit's state
 * @param pause   "peace" or "truce"
 * @param port    the port it went ashore in, or the base port that decided its fate
 * @param where   where it stands ashore ({@link Outcome#ASHORE} only)
 * @param release its men, when it was disbanded
 * @param reason  why it stays aboard ({@link Outcome#ABOARD} only)
 */
public record PeaceUnloaded(Phase when, UnitId unit, String state, ShipId group, String pause, Outcome outcome, String port,
                            Optional<Location> where, int fatigue, Release release, String reason,
                            Visibility visibility) implements GitmEvent {
    /**
     * The ends GITM 7.18 gives a unit left aboard: ashore on the map, into the garrison of an off-map port, disbanded,
     * or (no port of its side to go to) still aboard.
     */
    public enum Outcome { ASHORE, GARRISON, DISBANDED, ABOARD }

    public PeaceUnloaded {
        Objects.requireNonNull(unit);
        Objects.requireNonNull(outcome);
        Objects.requireNonNull(where);
        Objects.requireNonNull(release);
    }

    @Override
    public String kind() {
        return "peace-unloaded";
    }

    @Override
    public String describe() {
        return text(where.map(w -> PlaceNames.GRID.at(w.strategic(), w.tactical())).orElse(""));
    }

    @Override
    public String describe(PlaceNames places) {
        return text(where.map(w -> places.at(w.strategic(), w.tactical())).orElse(""));
    }

    private String text(String place) {
        String begins = "as the " + pause + " turn began";
        return switch (outcome) {
            case ASHORE -> unit + " went ashore from " + group + " at " + port + " " + place + " " + begins + ", with no"
                    + " order to land (" + fatigue + " fatigue), and is active again (GITM 7.18).";
            case GARRISON -> unit + " went ashore from " + group + " into the garrison of " + port + " " + begins
                    + ", with no order to land (" + fatigue + " fatigue); it stays inactive there (GITM 7.18, 11.1).";
            case DISBANDED -> {
                String men = release.words(state);
                yield unit + ", aboard " + group + ", was disbanded " + begins + ": " + group + "'s base port, " + port
                        + ", is held by the enemy (GITM 7.18)" + (men.isEmpty() ? "" : "; " + men) + ".";
            }
            case ABOARD -> unit + " stays aboard " + group + " " + begins + ": " + reason + ".";
        };
    }
}

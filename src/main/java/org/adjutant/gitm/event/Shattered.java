package org.adjutant.gitm.event;

import java.util.Objects;
import java.util.Optional;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * A unit shattered, lost part of its men and fled along its line of contact towards a friendly city to reform
 * (GITM 12.1-12.2), or, with no such city, fell back to the coast where a friendly transport group lies off a port
 * (the coastal fallback of GITM 12.2); or, with {@link ShatterCause#DRIVEN_ON}, a shattered unit an enemy came upon
 * moved on again (GITM 12.4). Seen by everyone in the square it left and the square it reached; only its commander
 * is told of the transport group (others see a unit flee, not the ships it flees to).
 *
 * @param percentLost the share of its men lost, 30-80 (0 when driven on)
 * @param menLost     the men lost, half stragglers and half prisoners
 * @param at          where it now stands on the new square's tactical map
 * @param coast       the transport group and port it fell back to, when it fell back to the coast
 */
public record Shattered(Phase when, UnitId unit, ShatterCause cause, int percentLost, int menLost,
                        StrategicSquare from, StrategicSquare to, TacticalSquare at, Visibility visibility,
                        Optional<Coast> coast)
        implements GitmEvent {
    /** A transport group of the unit's side (or an active ally's) in a port's coastal waters (GITM 12.2). */
    public record Coast(String group, String port) {
        public Coast {
            Objects.requireNonNull(group);
            Objects.requireNonNull(port);
        }
    }

    public Shattered {
        Objects.requireNonNull(coast);
    }

    /** A flight towards a city, or a unit driven on: no coast in it. */
    public Shattered(Phase when, UnitId unit, ShatterCause cause, int percentLost, int menLost, StrategicSquare from,
                     StrategicSquare to, TacticalSquare at, Visibility visibility) {
        this(when, unit, cause, percentLost, menLost, from, to, at, visibility, Optional.empty());
    }

    @Override
    public String kind() {
        return "shattered";
    }

    @Override
    public String describe() {
        if (cause == ShatterCause.DRIVEN_ON) {
            return unit + ", shattered and reforming, was driven on from " + from + " to " + to + ".";
        }
        String head = unit + " shattered (" + cause.words() + "), lost " + Count.men(menLost) + " (" + percentLost
                + "%) and ";
        return coast.map(c -> head + "fell back from " + from + " to the coast at " + to + ", where " + c.group()
                        + " lies in the coastal waters of " + c.port() + ", having no city of its side within reach,"
                        + " to reform.")
                .orElseGet(() -> head + "fled from " + from + " to " + to + " to reform.");
    }
}

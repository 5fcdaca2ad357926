package org.adjutant.gitm.event;

import java.util.Objects;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * A unit went into the garrison of an off-map port (GITM 7.17, 7.18, 11.1; docs/rules/naval.md section 18): ashore from
 * a transport group in the port's harbour, or placed there on the deployment turn. It stands on no square of the map
 * and is inactive while it stays. Seen by the unit (and, put ashore on a peace turn, by its War Minister).
 *
 * @param port the off-map port
 * @param from where it came from, in words: a transport group's id, a square, another port's garrison
 * @param rule the rule it went by, as the sentence cites it
 */
public record UnitGarrisoned(Phase when, UnitId unit, String port, String from, String rule, Visibility visibility)
        implements GitmEvent {
    public UnitGarrisoned {
        Objects.requireNonNull(unit);
        Objects.requireNonNull(port);
        Objects.requireNonNull(from);
        Objects.requireNonNull(rule);
    }

    @Override
    public String kind() {
        return "unit-garrisoned";
    }

    @Override
    public String describe() {
        return unit + " went into the garrison of " + port + " from " + from + "; it stands off the land map,"
                + " inactive, until it boards a transport group or deploys (" + rule + ").";
    }
}

package org.adjutant.ruleset;

/**
 * Something that happened during a turn. Rulesets implement this with their own sealed hierarchies of records; the
 * core stores the kind, phase, text and observers, and a JSON copy of the record for the moderator's history.
 */
public interface TurnEvent {
    /** The phase of the turn, as players know it, e.g. "Strategic phase 2". */
    String phase();

    /** A stable machine name, e.g. "orders-recorded". */
    String kind();

    /** One sentence a player reads in his event report. */
    String describe();

    Visibility visibility();
}

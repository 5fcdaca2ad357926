package org.adjutant.gitm.detection;

import java.util.Comparator;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.sequence.CampaignCalendar;

/**
 * One item of a War Minister's intelligence (GITM 4.7): what was reported, where, as of which turn. The square may be
 * wrong; nothing in the report says whether it is.
 *
 * @param square   where the report places the troops
 * @param state    the state the troops are said to belong to
 * @param label    what was seen, e.g. "MEX brigade IC" or "MEX army headquarters"
 * @param campaign the campaign of the position the report describes (one turn before the report is read)
 * @param turn     the turn of that position
 */
public record IntelligenceReport(Kind kind, StrategicSquare square, String state, String label, int campaign,
                                 int turn) implements Comparable<IntelligenceReport> {
    /** The two kinds of report GITM 4.7 names. */
    public enum Kind { HEADQUARTERS, TROOPS }

    private static final Comparator<IntelligenceReport> ORDER = Comparator.comparing(IntelligenceReport::kind)
            .thenComparing(IntelligenceReport::square).thenComparing(IntelligenceReport::state)
            .thenComparing(IntelligenceReport::label);

    @Override
    public int compareTo(IntelligenceReport o) {
        return ORDER.compare(this, o);
    }

    /** "Campaign 1, turn 4: MEX brigade IC near K3-X1", as a report prints it: the turn whose start it describes. */
    public String text() {
        return CampaignCalendar.label(campaign, turn).title() + ": " + label + " near " + square;
    }
}

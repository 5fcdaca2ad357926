package org.adjutant.gitm.event;

import java.util.Locale;

/**
 * The odds of a battle (GITM 3.6, the stronger side's melee strength over the weaker's) as a report says them:
 * "odds 2.7:1" while the figure still tells the reader something, "overwhelming odds" from {@link #OVERWHELMING}
 * on, and for a side that met no one at all (odds without bound). Past ten to one a figure such as 137.8:1 only
 * says that one side was swept away, which is how an officer's dispatch of the period put it; every rule that reads
 * the odds has stopped distinguishing well before then (the last step of experience is at 4:1, the skirmish
 * switch of GITM 9.10 at 2:1). docs/reports.md, "Odds".
 */
public final class OddsWords {
    /** From ten to one on, the odds are told as overwhelming. */
    public static final double OVERWHELMING = 10.0;

    private OddsWords() {
    }

    /** "odds 2.7:1", or "overwhelming odds" at {@link #OVERWHELMING} or more (as printed, to one decimal). */
    public static String of(double odds) {
        double shown = Math.round(odds * 10) / 10.0;
        if (Double.isNaN(odds) || shown >= OVERWHELMING) {
            return "overwhelming odds";
        }
        return String.format(Locale.ROOT, "odds %.1f:1", shown);
    }
}

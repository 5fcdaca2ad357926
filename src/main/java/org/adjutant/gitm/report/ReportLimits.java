package org.adjutant.gitm.report;

/**
 * How much one report mail may carry, so that a War Minister with units all over the theatre still gets a mail a
 * mail server accepts and a reader can open: a bounded strategic picture and a bounded number of tactical pictures;
 * squares beyond the limit are listed in words (their sightings), never silently dropped.
 *
 * @param tacticalPictures tactical maps drawn as PNG pictures, at most
 * @param tacticalDrawings tactical maps drawn as text in the plain-text part, at most
 * @param strategicRadius  squares shown around each of his units on the strategic map (GITM 4.1)
 */
public record ReportLimits(int tacticalPictures, int tacticalDrawings, int strategicRadius) {
    /** Six pictures of about 25-40 KB each and one strategic picture keep a mail well under 1 MB. */
    public static final ReportLimits STANDARD = new ReportLimits(6, 12, 5);

    public ReportLimits {
        if (tacticalPictures < 0 || tacticalDrawings < 0 || strategicRadius < 0) {
            throw new IllegalArgumentException("limits cannot be negative");
        }
    }
}

package org.adjutant.ruleset;

import java.util.Map;

/**
 * One report for one recipient, still to be rendered: the template to use (looked up under {@code templates/} as
 * {@code <template>.html.ftlh} and {@code <template>.txt.ftl}), the data it shows and the PNG images it embeds,
 * keyed by the content id the template refers to.
 */
public record ReportDraft(String kind, String subject, String template, Map<String, Object> model,
                          Map<String, byte[]> images) {
    /**
     * The kind of the report that closes a game (the whole truth of its end, docs/reports.md): the robot sends it
     * once per person, even when the turn's reports are copied again marked FINAL.
     */
    public static final String FINAL = "final";

    public ReportDraft {
        model = Map.copyOf(model);
        images = Map.copyOf(images);
    }
}

package org.adjutant.ruleset;

import java.util.Map;

/**
 * One report for one recipient, still to be rendered: the template to use (looked up under {@code templates/} as
 * {@code <template>.html.ftlh} and {@code <template>.txt.ftl}), the data it shows and the PNG images it embeds,
 * keyed by the content id the template refers to.
 */
public record ReportDraft(String kind, String subject, String template, Map<String, Object> model,
                          Map<String, byte[]> images) {
    public ReportDraft {
        model = Map.copyOf(model);
        images = Map.copyOf(images);
    }
}

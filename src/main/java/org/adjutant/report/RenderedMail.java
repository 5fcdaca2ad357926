package org.adjutant.report;

import java.util.Map;

/** A mail's content after templating: subject, plain text, HTML (or null for text-only) and inline PNGs by cid. */
public record RenderedMail(String subject, String text, String html, Map<String, byte[]> images) {
    public RenderedMail {
        images = Map.copyOf(images);
    }
}

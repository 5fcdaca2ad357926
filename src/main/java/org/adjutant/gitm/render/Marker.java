package org.adjutant.gitm.render;

/**
 * One symbol drawn on a map square for a viewer, with the short text a report shows beside it, e.g. "brigade IA"
 * for an approximately counted enemy stack (GITM 4.1) or a unit id on the viewer's own side.
 */
public record Marker(Allegiance allegiance, MarkerShape shape, String label) {
    public Marker {
        label = label == null ? "" : label;
    }
}

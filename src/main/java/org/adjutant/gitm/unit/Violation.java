package org.adjutant.gitm.unit;

/**
 * A rule a unit or a square breaks, with the reason in words a player or moderator reads unchanged. Policies return
 * lists of these instead of throwing, so one report can show every problem at once.
 *
 * @param subject what breaks the rule: a unit id, a square, "J9-V4 7-8"
 */
public record Violation(String subject, String reason) {
    public Violation {
        if (subject == null || subject.isBlank() || reason == null || reason.isBlank()) {
            throw new IllegalArgumentException("a violation needs a subject and a reason");
        }
    }

    @Override
    public String toString() {
        return subject + ": " + reason;
    }
}

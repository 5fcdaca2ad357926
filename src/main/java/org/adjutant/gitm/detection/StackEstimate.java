package org.adjutant.gitm.detection;

/**
 * What a report says of a stack: how many units (exact for the player's side and active allies, estimated for
 * others, GITM 1.4, 4.1), the words for that number, and the branch letters.
 *
 * @param units  the number of units reported (the true number when {@code exact})
 * @param size   "3 units" when exact, else the GITM 4.1 words, e.g. "brigade"
 * @param arms   branch letters in I, C, A, H order, e.g. "IA"
 * @param exact  whether the count and letters are the true ones
 */
public record StackEstimate(int units, String size, String arms, boolean exact) {
    public StackEstimate {
        if (units < 1 || size == null || size.isBlank() || arms == null || arms.isEmpty()) {
            throw new IllegalArgumentException("a stack report needs a count of at least one, words and letters");
        }
    }

    /** The report's words for the stack, e.g. "brigade IA" or "3 units IC". */
    public String label() {
        return size + " " + arms;
    }
}

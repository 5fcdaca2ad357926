package org.adjutant.gitm.state;

/**
 * One state's signature on a treaty the other state has not signed yet (RAR 1.2; docs/rules/politics.md section 5):
 * it waits, from turn to turn, until the other state signs the same terms, the signer withdraws it, or a declaration
 * of war between the two voids it.
 *
 * @param state    the state that signed
 * @param kind     alliance or peace
 * @param other    the state it offers the treaty to
 * @param secret   whether the signer wants it secret; only a signature with the same secrecy completes it
 * @param campaign the campaign of the turn it was given in
 * @param turn     that turn
 */
public record Signature(String state, Treaty.Kind kind, String other, boolean secret, int campaign, int turn) {
    public Signature {
        if (state == null || other == null || kind == null || state.equals(other)) {
            throw new IllegalArgumentException("a signature needs a kind and two different states");
        }
        if (kind == Treaty.Kind.WAR) {
            throw new IllegalArgumentException("war is declared, not signed");
        }
    }

    /** Whether {@code answer} is the other state's signature of the same terms. */
    public boolean matches(Signature answer) {
        return answer.state.equals(other) && answer.other.equals(state) && answer.kind == kind
                && answer.secret == secret;
    }
}

package org.adjutant.gitm.state;

/** How two states stand towards each other (GITM 1.4: same side or actively allied, hostile, neutral). */
public enum Relation {
    ALLIED, NEUTRAL, HOSTILE;

    public String words() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}

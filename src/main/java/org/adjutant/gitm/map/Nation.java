package org.adjutant.gitm.map;

/** The two AMWOL nations every strategic square belongs to (GITM 1.3). */
public enum Nation {
    US("United States"), MX("Mexico");

    private final String title;

    Nation(String title) {
        this.title = title;
    }

    public String title() {
        return title;
    }
}

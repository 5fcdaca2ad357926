package org.adjutant.intake;

import java.util.Arrays;

/** A password as typed by a player. It prints as asterisks, so it cannot reach a reply or a log line by accident. */
public final class TypedPassword {
    private final char[] value;

    public TypedPassword(String value) {
        this.value = value.toCharArray();
    }

    /** The password itself, for hashing or verification only. */
    public String reveal() {
        return new String(value);
    }

    public boolean isEmpty() {
        return value.length == 0;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TypedPassword s && Arrays.equals(value, s.value);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(value);
    }

    @Override
    public String toString() {
        return "****";
    }
}

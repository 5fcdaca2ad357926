package org.adjutant.gitm.order;

import java.util.Objects;

/** An order and the mail line it was written on, so later checks can point at the line. */
public record OrderAt<O extends GitmOrder>(int line, O order) {
    public OrderAt {
        Objects.requireNonNull(order);
    }
}

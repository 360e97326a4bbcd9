package dev.factguard.function.gateway;

import java.util.ArrayList;
import java.util.List;

/** Reads the {@code data} payloads of a server-sent-event stream, in order. */
final class SseEvents {

    private SseEvents() {}

    static List<String> data(String stream) {
        List<String> events = new ArrayList<>();
        for (String event : stream.split("\n\n")) {
            StringBuilder data = new StringBuilder();
            for (String line : event.split("\n")) {
                if (line.startsWith("data:")) {
                    data.append(data.length() == 0 ? "" : "\n")
                            .append(line.substring(5).strip());
                }
            }
            if (data.length() > 0) {
                events.add(data.toString());
            }
        }
        return events;
    }
}

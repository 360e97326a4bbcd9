package dev.factguard.adapter.search;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;

/** A SearXNG instance's JSON search ({@code GET /search?format=json}); only the fields FactGuard reads. */
@Path("/search")
interface SearxngApi {

    /** Returns the raw response: {@link SearxngWebSearch} maps statuses and reads {@link Answer}. */
    @GET
    @Produces(MediaType.APPLICATION_JSON)
    Response search(@QueryParam("q") String query, @QueryParam("format") String format);

    /** {@code unresponsive_engines} lists {@code [engine, reason]} pairs for the engines that failed. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Answer(
            List<Result> results,
            @JsonProperty("unresponsive_engines") List<List<String>> unresponsiveEngines) {}

    @JsonIgnoreProperties(ignoreUnknown = true)
    record Result(String title, String url, String content, String publishedDate) {}
}

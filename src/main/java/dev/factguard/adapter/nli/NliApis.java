package dev.factguard.adapter.nli;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/**
 * The two NLI server APIs as MicroProfile REST Client interfaces. Both return the raw response, whose body
 * {@link NliHttp} reads as JSON itself: the answer's shape varies by server, and its errors quote the body.
 * A null {@code authorization} sends no header.
 */
final class NliApis {

    private NliApis() {}

    /** Hugging Face text-classification: the configured model URL itself is posted to. */
    @Path("")
    interface HuggingFace {
        @POST
        @Consumes(MediaType.APPLICATION_JSON)
        @Produces(MediaType.APPLICATION_JSON)
        Response classify(@HeaderParam("Authorization") String authorization, JsonNode body);
    }

    /** Text Embeddings Inference: {@code POST <url>/predict}. */
    @Path("/predict")
    interface Tei {
        @POST
        @Consumes(MediaType.APPLICATION_JSON)
        @Produces(MediaType.APPLICATION_JSON)
        Response predict(@HeaderParam("Authorization") String authorization, JsonNode body);
    }
}

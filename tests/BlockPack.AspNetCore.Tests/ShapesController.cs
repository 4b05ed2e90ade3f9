using System;
using System.Collections.Generic;
using Microsoft.AspNetCore.Mvc;

namespace BlockPack.AspNetCore.Tests
{
    /// <summary>
    /// Issue 36's shapes (a class, and a list, dictionary, array and tuple of it; attribute-free and attributed) as MVC
    /// results and request bodies, for <see cref="FormatterShapeTests"/>.
    /// </summary>
    [ApiController]
    [Route("shapes")]
    public sealed class ShapesController : ControllerBase
    {
        [HttpGet("{kind}/{shape}")]
        public IActionResult Get(string kind, string shape) => this.Ok(WebShapes.Make(shape, kind == "attributed"));

        [HttpPost("plain/class")]
        public IActionResult Echo([FromBody] PlainItem value) => this.Ok(value);

        [HttpPost("plain/list")]
        public IActionResult Echo([FromBody] List<PlainItem> value) => this.Ok(value);

        [HttpPost("plain/dictionary")]
        public IActionResult Echo([FromBody] Dictionary<string, PlainItem> value) => this.Ok(value);

        [HttpPost("plain/array")]
        public IActionResult Echo([FromBody] PlainItem[] value) => this.Ok(value);

        [HttpPost("plain/tuple")]
        public IActionResult Echo([FromBody] Tuple<PlainItem> value) => this.Ok(value);

        [HttpPost("attributed/class")]
        public IActionResult Echo([FromBody] Order value) => this.Ok(value);

        [HttpPost("attributed/list")]
        public IActionResult Echo([FromBody] List<Order> value) => this.Ok(value);

        [HttpPost("attributed/dictionary")]
        public IActionResult Echo([FromBody] Dictionary<string, Order> value) => this.Ok(value);

        [HttpPost("attributed/array")]
        public IActionResult Echo([FromBody] Order[] value) => this.Ok(value);

        [HttpPost("attributed/tuple")]
        public IActionResult Echo([FromBody] Tuple<Order> value) => this.Ok(value);
    }
}

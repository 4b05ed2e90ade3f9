using System.Runtime.Serialization;

namespace BlockPack.AotApp.Models
{
    /// <summary>
    /// A [DataContract] type, as code written for other serializers has them: the standard resolver serves it by its
    /// [DataMember]s, and the generator writes its formatter because a call site reaches it.
    /// </summary>
    [DataContract]
    public sealed class Contact
    {
        [DataMember(Order = 0)]
        public int Id { get; set; }

        [DataMember(Order = 2)]
        public string? Email { get; set; }

        /// <summary>Not a data member: neither written nor read.</summary>
        public string? Scratch { get; set; }
    }
}
